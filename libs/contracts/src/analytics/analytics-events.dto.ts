import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_PATH_PATTERN,
  AnalyticsMessages,
  type AnalyticsEventName,
} from './analytics-events';

/** One event as the web reports it: what happened, and on which page. */
export class AnalyticsEventDto {
  @IsIn(ANALYTICS_EVENT_NAMES, { message: AnalyticsMessages.unknownEvent })
  name!: AnalyticsEventName;

  @IsString({ message: AnalyticsMessages.badPath })
  @MaxLength(ANALYTICS_PATH_MAX_LENGTH, { message: AnalyticsMessages.badPath })
  @Matches(ANALYTICS_PATH_PATTERN, { message: AnalyticsMessages.badPath })
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
