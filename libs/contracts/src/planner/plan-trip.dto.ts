import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Min,
  MinLength,
} from 'class-validator';
import { ROUTE_TYPES, TRAVEL_MODES, TRIP_TYPES } from './plan-form.options';
import type { RouteType, TravelMode, TripType } from './plan-form.options';
import { LOCATION_MIN_LENGTH, PlanTripMessages, TRIP_NAME_MIN_LENGTH } from './plan-trip.messages';

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The plan form (spec §5 "Trip form"): what a traveller submits to get an itinerary. */
export class PlanTripDto {
  @trimmed()
  @IsString({ message: PlanTripMessages.nameTooShort })
  @MinLength(TRIP_NAME_MIN_LENGTH, { message: PlanTripMessages.nameTooShort })
  name: string;

  @IsIn(TRIP_TYPES, { message: PlanTripMessages.tripType })
  tripType: TripType;

  @emptyAsUndefined()
  @IsOptional()
  @Matches(ISO_DATE, { message: PlanTripMessages.date })
  startDate?: string;

  @emptyAsUndefined()
  @IsOptional()
  @Matches(ISO_DATE, { message: PlanTripMessages.date })
  endDate?: string;

  @IsIn(TRAVEL_MODES, { message: PlanTripMessages.travelMode })
  travelMode: TravelMode;

  @numeric()
  @IsInt({ message: PlanTripMessages.travelers })
  @Min(1, { message: PlanTripMessages.travelers })
  travelers: number;

  @numeric()
  @IsInt({ message: PlanTripMessages.adults })
  @Min(1, { message: PlanTripMessages.adults })
  adults: number = 1;

  @IsOptional()
  @numeric()
  @IsInt({ message: PlanTripMessages.hotelRooms })
  @Min(1, { message: PlanTripMessages.hotelRooms })
  hotelRooms?: number = 1;

  @trimmed()
  @IsString({ message: PlanTripMessages.startLocation })
  @MinLength(LOCATION_MIN_LENGTH, { message: PlanTripMessages.startLocation })
  startLocation: string;

  @trimmed()
  @IsString({ message: PlanTripMessages.destination })
  @MinLength(LOCATION_MIN_LENGTH, { message: PlanTripMessages.destination })
  destination: string;

  @IsBoolean()
  isRoundTrip: boolean = false;

  @IsArray()
  @IsString({ each: true })
  waypoints: string[] = [];

  @IsIn(ROUTE_TYPES, { message: PlanTripMessages.routeType })
  routeType: RouteType;

  @IsArray({ message: PlanTripMessages.activities })
  @ArrayMinSize(1, { message: PlanTripMessages.activities })
  @IsString({ each: true, message: PlanTripMessages.activities })
  activities: string[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  accommodation: string[] = [];

  @trimmed()
  @IsString({ message: PlanTripMessages.budget })
  @IsNotEmpty({ message: PlanTripMessages.budget })
  budget: string;

  @trimmed()
  @IsString({ message: PlanTripMessages.drivingHours })
  @IsNotEmpty({ message: PlanTripMessages.drivingHours })
  drivingHours: string;

  @IsOptional()
  @IsString()
  additionalNotes: string = '';
}

/** The plan as plain data (what the planner library takes), without the class decorators. */
export type PlanTripInput = Omit<
  PlanTripDto,
  'adults' | 'hotelRooms' | 'isRoundTrip' | 'waypoints' | 'accommodation' | 'additionalNotes'
> &
  Partial<
    Pick<
      PlanTripDto,
      'adults' | 'hotelRooms' | 'isRoundTrip' | 'waypoints' | 'accommodation' | 'additionalNotes'
    >
  >;
