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
import { ISO_DATE_PATTERN, isCalendarDate, isWithinTripYears, tripDayCount } from './plan-dates';
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
import { isLoopShape, MAX_LOOP_HOURS, MIN_LOOP_HOURS } from './loop';
import { isRestPlaceOf } from './rest-days';
import { isGroupRider, MAX_GROUP_RIDERS } from './riding-group';
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

const isText = (value: unknown): value is string => typeof value === 'string';

/** Only a well-formed date is checked further; the format rule speaks for the others. */
const whenWellFormed = (test: (date: string) => boolean) => (value: unknown) =>
  !isText(value) || !ISO_DATE_PATTERN.test(value) || test(value);

const CalendarDate = () =>
  Satisfies('isCalendarDate', whenWellFormed(isCalendarDate), {
    message: PlanTripMessages.calendarDate,
  });

const WithinTripYears = () =>
  Satisfies(
    'isWithinTripYears',
    whenWellFormed((d) => !isCalendarDate(d) || isWithinTripYears(d)),
    {
      message: PlanTripMessages.dateYears,
    },
  );

/** One of the form's choices; an empty value is left to the "required" rule, which says so. */
const IsChoice = (choices: readonly string[], message: string) =>
  Satisfies('isChoice', (value) => !isText(value) || value === '' || choices.includes(value), {
    message,
  });

/** The plan's days, start and end counted, when both dates are real. */
function daysIn(plan: PlanTripDto): number | null {
  return daysUntil(plan.endDate, plan);
}

/** Days from the plan's start to this end date, when both are real dates. */
function daysUntil(end: unknown, plan: PlanTripDto): number | null {
  return isText(end) && isText(plan.startDate) ? tripDayCount(plan.startDate, end) : null;
}

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
  @CalendarDate()
  @WithinTripYears()
  startDate?: string;

  @emptyAsUndefined()
  @IsOptional()
  @Matches(ISO_DATE_PATTERN, { message: PlanTripMessages.date })
  @CalendarDate()
  @WithinTripYears()
  @Satisfies<PlanTripDto>('isOnOrAfterStart', (end, plan) => (daysUntil(end, plan) ?? 1) >= 1, {
    message: PlanTripMessages.endBeforeStart,
  })
  @Satisfies<PlanTripDto>(
    'isWithinMaxTripDays',
    (end, plan) => (daysUntil(end, plan) ?? 0) <= MAX_TRIP_DAYS,
    { message: PlanTripMessages.tripTooLong },
  )
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
  @Satisfies<PlanTripDto>(
    'isAtMostTravelers',
    (adults, plan) =>
      typeof adults !== 'number' || typeof plan.travelers !== 'number' || adults <= plan.travelers,
    { message: PlanTripMessages.adultsOverTravelers },
  )
  adults: number = 1;

  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.hotelRooms })
  @Min(1, { message: PlanTripMessages.hotelRooms })
  @Max(MAX_HOTEL_ROOMS, { message: PlanTripMessages.tooManyHotelRooms })
  hotelRooms?: number = 1;

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

  @IsBoolean()
  isRoundTrip: boolean = false;

  @trimmedList()
  @IsArray({ message: PlanTripMessages.waypoints })
  @ArrayMaxSize(MAX_WAYPOINTS, { message: PlanTripMessages.tooManyWaypoints })
  @IsString({ each: true, message: PlanTripMessages.waypoints })
  @MinLength(LOCATION_MIN_LENGTH, { each: true, message: PlanTripMessages.waypointTooShort })
  @MaxLength(LOCATION_MAX_LENGTH, { each: true, message: PlanTripMessages.waypointTooLong })
  waypoints: string[] = [];

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
  accommodation: string[] = [];

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
  @IsString()
  @MaxLength(NOTES_MAX_LENGTH, { message: PlanTripMessages.notesTooLong })
  additionalNotes: string = '';

  /** Whole days off the bike at `restIn` (docs/product.md#rest-days); 0 for none. */
  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.restDays })
  @Min(0, { message: PlanTripMessages.restDays })
  @Max(MAX_TRIP_DAYS - 1, { message: PlanTripMessages.restDays })
  @Satisfies<PlanTripDto>(
    'isFewerThanTripDays',
    (rest, plan) =>
      typeof rest !== 'number' || rest < (plan.tripType === 'day' ? 1 : (daysIn(plan) ?? Infinity)),
    { message: PlanTripMessages.restDaysFillTrip },
  )
  restDays: number = 0;

  /** Where the rest days are taken: the destination or one of the stops, as typed there. */
  @IsOptional()
  @trimmed()
  @IsString({ message: PlanTripMessages.restIn })
  @MaxLength(LOCATION_MAX_LENGTH, { message: PlanTripMessages.restIn })
  @Satisfies<PlanTripDto>(
    'isRestPlace',
    (place, plan) => !isText(place) || place === '' || isRestPlaceOf(plan, place),
    { message: PlanTripMessages.restIn },
  )
  @Satisfies<PlanTripDto>(
    'isNamedForRestDays',
    (place, plan) =>
      !(typeof plan.restDays === 'number' && plan.restDays > 0) || (isText(place) && place !== ''),
    { message: PlanTripMessages.restIn },
  )
  restIn: string = '';

  /** The riders and their fuel ranges (docs/product.md#riding-group); none by default. */
  @IsOptional()
  @trimmedRiderNames()
  @IsArray({ message: PlanTripMessages.groupRider })
  @ArrayMaxSize(MAX_GROUP_RIDERS, { message: PlanTripMessages.groupSize })
  @Satisfies('isGroupRider', (rider) => isGroupRider(rider), {
    each: true,
    message: PlanTripMessages.groupRider,
  })
  group: GroupRider[] = [];

  /** Days may end after sunset (docs/product.md#daylight); by default each arrives before it. */
  @IsOptional()
  @IsBoolean({ message: PlanTripMessages.rideAfterDark })
  rideAfterDark: boolean = false;

  /**
   * Hours of riding for a loop from the start through the riding roads near it
   * (docs/product.md#loops); null for a plan that is not a loop.
   */
  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.loopHours })
  @Min(MIN_LOOP_HOURS, { message: PlanTripMessages.loopHours })
  @Max(MAX_LOOP_HOURS, { message: PlanTripMessages.loopHours })
  @Satisfies<PlanTripDto>('isLoopShape', (_hours, plan) => isLoopShape(plan), {
    message: PlanTripMessages.loopShape,
  })
  loopHours: number | null = null;
}

/** Fields a plan may leave out: each has its default in PlanTripDto. */
type DefaultedField =
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
