import { Type } from 'class-transformer';
import {
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PlanTripDto } from '../planner/plan-trip.dto';
import { TRIP_DESCRIPTION_MAX_LENGTH, TripMessages } from './trip-messages';

/**
 * PUT /api/admin/trips/:id, the admin trip editor: the plan as the plan form sends it (its name
 * and additional notes included) and the trip's one-line description. An empty description is
 * taken from the itinerary's overview. The plan is always whole: the editor sends the form as it
 * stands, and the trips service compares it with the stored one to tell whether the route changed
 * (`services/trips/src/trips/route-change.ts`); a body without it is refused (400) with a message
 * that says so.
 */
export class AdminTripEdit {
  // A missing nested object passes @ValidateNested: it must be asked for on its own.
  @IsDefined({ message: TripMessages.planRequired })
  @IsObject({ message: TripMessages.planRequired })
  @ValidateNested()
  @Type(() => PlanTripDto)
  plan: PlanTripDto;

  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(TRIP_DESCRIPTION_MAX_LENGTH, {
    message: `Description must be at most ${TRIP_DESCRIPTION_MAX_LENGTH} characters`,
  })
  description?: string;
}
