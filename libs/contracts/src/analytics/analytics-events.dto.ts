import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsString,
  MaxLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_PATH_MAX_LENGTH,
  AnalyticsMessages,
  type AnalyticsEventName,
} from './analytics-events';
import { analyticsPathOf } from './analytics-paths';

@ValidatorConstraint({ name: 'sitePage' })
class SitePage implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && analyticsPathOf(value) !== null;
  }
}

/** One event as the web reports it: what happened, and on which page. */
export class AnalyticsEventDto {
  @IsIn(ANALYTICS_EVENT_NAMES, { message: AnalyticsMessages.unknownEvent })
  name!: AnalyticsEventName;

  @IsString({ message: AnalyticsMessages.badPath })
  @MaxLength(ANALYTICS_PATH_MAX_LENGTH, { message: AnalyticsMessages.badPath })
  @Validate(SitePage, { message: AnalyticsMessages.badPath })
  path!: string;
}

/** POST /api/analytics/events. */
export class AnalyticsEventBatchDto {
  @IsArray({ message: AnalyticsMessages.emptyBatch })
  @ArrayMinSize(1, { message: AnalyticsMessages.emptyBatch })
  @ArrayMaxSize(ANALYTICS_MAX_BATCH, { message: AnalyticsMessages.tooMany })
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events!: AnalyticsEventDto[];
}
