import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PlanTripDto } from '../planner/plan-trip.dto';
import { TRIP_DESCRIPTION_MAX_LENGTH } from './trip-messages';

/**
 * PUT /api/admin/trips/:id, the admin trip editor: the plan as the plan form sends it (its name
 * and additional notes included) and the trip's one-line description. An empty description is
 * written afresh from the new itinerary's overview.
 */
export class AdminTripEdit {
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
