import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  ACCOMMODATION_VALUES,
  ACTIVITY_CHOICE_VALUES,
  BUDGET_LEVELS,
  DRIVING_HOURS_VALUES,
  ROUTE_TYPES,
  TRAVEL_MODES,
  TRIP_TYPES,
} from './plan-form.options';
import type { RouteType, TravelMode, TripType } from './plan-form.options';
import { ISO_DATE_PATTERN } from './plan-dates';
import {
  LOCATION_MAX_LENGTH,
  LOCATION_MIN_LENGTH,
  MAX_HOTEL_ROOMS,
  MAX_TRAVELERS,
  MAX_TRIP_DAYS,
  MAX_WAYPOINTS,
  NOTES_MAX_LENGTH,
  PlanTripMessages,
  TRIP_NAME_MAX_LENGTH,
  TRIP_NAME_MIN_LENGTH,
} from './plan-trip.messages';
import { Satisfies } from './plan-trip.validators';
import { PLAN_DEFAULTS } from './plan-defaults';
import { MAX_LOOP_HOURS, MIN_LOOP_HOURS } from './loop';
import { MAX_GROUP_RIDERS } from './riding-group';
import type { GroupRider } from './riding-group';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Empty strings from a cleared date field mean "not specified", like a missing field. */
const emptyAsUndefined = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  );

/**
 * Form fields arrive as strings from query strings and multipart bodies. A plain Transform rather
 * than @Type keeps this DTO free of reflect-metadata, so the planner and tests can import it bare.
 */
const numeric = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );

/** Each stop trimmed; a blank one (an added but unfilled stop) is no stop. */
const trimmedList = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value
          .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
          .filter((item) => item !== '')
      : value,
  );

/** Each rider's name trimmed; anything else is left for the rules to judge. */
const trimmedRiderNames = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((rider: unknown) =>
          typeof rider === 'object' &&
          rider !== null &&
          typeof (rider as { name?: unknown }).name === 'string'
            ? { ...rider, name: (rider as { name: string }).name.trim() }
            : rider,
        )
      : value,
  );

/** One of the form's choices; an empty value is left to the "required" rule, which says so. */
const IsChoice = (choices: readonly string[], message: string) =>
  Satisfies('isChoice', { message }, [choices]);

/**
 * The plan form (docs/product.md#trip-form-validation): what a traveller submits to get an
 * itinerary.
 */
export class PlanTripDto {
  @trimmed()
  @IsString({ message: PlanTripMessages.nameTooShort })
  @MinLength(TRIP_NAME_MIN_LENGTH, { message: PlanTripMessages.nameTooShort })
  @MaxLength(TRIP_NAME_MAX_LENGTH, { message: PlanTripMessages.nameTooLong })
  name: string;

  @IsIn(TRIP_TYPES, { message: PlanTripMessages.tripType })
  tripType: TripType;

  @emptyAsUndefined()
  @IsOptional()
  @Matches(ISO_DATE_PATTERN, { message: PlanTripMessages.date })
  @Satisfies('isCalendarDate', { message: PlanTripMessages.calendarDate })
  @Satisfies('isWithinTripYears', { message: PlanTripMessages.dateYears })
  startDate?: string;

  @emptyAsUndefined()
  @IsOptional()
  @Matches(ISO_DATE_PATTERN, { message: PlanTripMessages.date })
  @Satisfies('isCalendarDate', { message: PlanTripMessages.calendarDate })
  @Satisfies('isWithinTripYears', { message: PlanTripMessages.dateYears })
  @Satisfies('isOnOrAfterStart', { message: PlanTripMessages.endBeforeStart })
  @Satisfies('isWithinMaxTripDays', { message: PlanTripMessages.tripTooLong })
  endDate?: string;

  @IsIn(TRAVEL_MODES, { message: PlanTripMessages.travelMode })
  travelMode: TravelMode;

  @numeric()
  @IsInt({ message: PlanTripMessages.travelers })
  @Min(1, { message: PlanTripMessages.travelers })
  @Max(MAX_TRAVELERS, { message: PlanTripMessages.tooManyTravelers })
  travelers: number;

  @numeric()
  @IsInt({ message: PlanTripMessages.adults })
  @Min(1, { message: PlanTripMessages.adults })
  @Max(MAX_TRAVELERS, { message: PlanTripMessages.tooManyAdults })
  @Satisfies('isAtMostTravelers', { message: PlanTripMessages.adultsOverTravelers })
  adults: number = PLAN_DEFAULTS.adults;

  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.hotelRooms })
  @Min(1, { message: PlanTripMessages.hotelRooms })
  @Max(MAX_HOTEL_ROOMS, { message: PlanTripMessages.tooManyHotelRooms })
  hotelRooms?: number = PLAN_DEFAULTS.hotelRooms;

  @trimmed()
  @IsString({ message: PlanTripMessages.startLocation })
  @MinLength(LOCATION_MIN_LENGTH, { message: PlanTripMessages.startLocation })
  @MaxLength(LOCATION_MAX_LENGTH, { message: PlanTripMessages.startLocationTooLong })
  startLocation: string;

  @trimmed()
  @IsString({ message: PlanTripMessages.destination })
  @MinLength(LOCATION_MIN_LENGTH, { message: PlanTripMessages.destination })
  @MaxLength(LOCATION_MAX_LENGTH, { message: PlanTripMessages.destinationTooLong })
  destination: string;

  @IsBoolean({ message: PlanTripMessages.roundTrip })
  isRoundTrip: boolean = PLAN_DEFAULTS.isRoundTrip;

  @trimmedList()
  @IsArray({ message: PlanTripMessages.waypoints })
  @ArrayMaxSize(MAX_WAYPOINTS, { message: PlanTripMessages.tooManyWaypoints })
  @IsString({ each: true, message: PlanTripMessages.waypoints })
  @MinLength(LOCATION_MIN_LENGTH, { each: true, message: PlanTripMessages.waypointTooShort })
  @MaxLength(LOCATION_MAX_LENGTH, { each: true, message: PlanTripMessages.waypointTooLong })
  waypoints: string[] = [...PLAN_DEFAULTS.waypoints];

  @IsIn(ROUTE_TYPES, { message: PlanTripMessages.routeType })
  routeType: RouteType;

  @IsArray({ message: PlanTripMessages.activities })
  @ArrayMinSize(1, { message: PlanTripMessages.activities })
  @IsIn(ACTIVITY_CHOICE_VALUES, { each: true, message: PlanTripMessages.activityChoice })
  @ArrayUnique({ message: PlanTripMessages.activityRepeated })
  @ArrayMaxSize(ACTIVITY_CHOICE_VALUES.length, { message: PlanTripMessages.activityRepeated })
  activities: string[];

  @IsOptional()
  @IsArray({ message: PlanTripMessages.accommodationChoice })
  @IsIn(ACCOMMODATION_VALUES, { each: true, message: PlanTripMessages.accommodationChoice })
  @ArrayUnique({ message: PlanTripMessages.accommodationRepeated })
  @ArrayMaxSize(ACCOMMODATION_VALUES.length, { message: PlanTripMessages.accommodationRepeated })
  accommodation: string[] = [...PLAN_DEFAULTS.accommodation];

  @trimmed()
  @IsString({ message: PlanTripMessages.budget })
  @IsNotEmpty({ message: PlanTripMessages.budget })
  @IsChoice(BUDGET_LEVELS, PlanTripMessages.budgetChoice)
  budget: string;

  @trimmed()
  @IsString({ message: PlanTripMessages.drivingHours })
  @IsNotEmpty({ message: PlanTripMessages.drivingHours })
  @IsChoice(DRIVING_HOURS_VALUES, PlanTripMessages.drivingHoursChoice)
  drivingHours: string;

  @IsOptional()
  @IsString({ message: PlanTripMessages.notes })
  @MaxLength(NOTES_MAX_LENGTH, { message: PlanTripMessages.notesTooLong })
  additionalNotes: string = PLAN_DEFAULTS.additionalNotes;

  /** Whole days off the bike at `restIn` (docs/product.md#rest-days); 0 for none. */
  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.restDays })
  @Min(0, { message: PlanTripMessages.restDays })
  @Max(MAX_TRIP_DAYS - 1, { message: PlanTripMessages.restDays })
  @Satisfies('isFewerThanTripDays', { message: PlanTripMessages.restDaysFillTrip })
  restDays: number = PLAN_DEFAULTS.restDays;

  /** Where the rest days are taken: the destination or one of the stops, as typed there. */
  @IsOptional()
  @trimmed()
  @IsString({ message: PlanTripMessages.restIn })
  @MaxLength(LOCATION_MAX_LENGTH, { message: PlanTripMessages.restIn })
  @Satisfies('isRestPlace', { message: PlanTripMessages.restIn })
  @Satisfies('isNamedForRestDays', { message: PlanTripMessages.restIn })
  restIn: string = PLAN_DEFAULTS.restIn;

  /** The riders and their fuel ranges (docs/product.md#riding-group); none by default. */
  @IsOptional()
  @trimmedRiderNames()
  @IsArray({ message: PlanTripMessages.groupRider })
  @ArrayMaxSize(MAX_GROUP_RIDERS, { message: PlanTripMessages.groupSize })
  @Satisfies('isGroupRider', { each: true, message: PlanTripMessages.groupRider })
  group: GroupRider[] = [...PLAN_DEFAULTS.group];

  /** Days may end after sunset (docs/product.md#daylight); by default each arrives before it. */
  @IsOptional()
  @IsBoolean({ message: PlanTripMessages.rideAfterDark })
  rideAfterDark: boolean = PLAN_DEFAULTS.rideAfterDark;

  /**
   * Hours of riding for a loop from the start through the riding roads near it
   * (docs/product.md#loops); null for a plan that is not a loop.
   */
  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.loopHours })
  @Min(MIN_LOOP_HOURS, { message: PlanTripMessages.loopHours })
  @Max(MAX_LOOP_HOURS, { message: PlanTripMessages.loopHours })
  @Satisfies('isLoopShape', { message: PlanTripMessages.loopShape })
  loopHours: number | null = PLAN_DEFAULTS.loopHours;
}

/** Fields a plan may leave out: each has its default in PLAN_DEFAULTS. */
export type DefaultedField =
  | 'adults'
  | 'hotelRooms'
  | 'isRoundTrip'
  | 'waypoints'
  | 'accommodation'
  | 'additionalNotes'
  | 'restDays'
  | 'restIn'
  | 'group'
  | 'rideAfterDark'
  | 'loopHours';

/** The plan as plain data (what the planner library takes), without the class decorators. */
export type PlanTripInput = Omit<PlanTripDto, DefaultedField> &
  Partial<Pick<PlanTripDto, DefaultedField>>;
