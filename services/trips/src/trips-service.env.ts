import { IntersectionType } from '@nestjs/mapped-types';
import { QueueEnv, ServiceEnv } from '@roadbook/platform';
import { IsInt, Max, Min } from 'class-validator';

class VisitorDraftsEnv {
  /**
   * Days a trip planned without an account is kept unless its visitor signs up and saves it;
   * older drafts are deleted with their itineraries.
   */
  @IsInt()
  @Min(1)
  @Max(365)
  VISITOR_DRAFT_DAYS: number = 30;
}

export class TripsServiceEnv extends IntersectionType(ServiceEnv, QueueEnv, VisitorDraftsEnv) {}
