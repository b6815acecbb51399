import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_PATH_PATTERN,
  ANALYTICS_REPORT_MAX_DAYS,
  AnalyticsPatterns,
  type AnalyticsEventName,
  type RpcResponse,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ByCaller } from '../blog-caller.dto';
import { AnalyticsService } from './analytics.service';

/** The most distinct (day, event, page) keys one flush may carry. */
const MAX_COUNTS_PER_BATCH = 10_000;

class DailyEventCountDto {
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  day: string;

  @IsIn(ANALYTICS_EVENT_NAMES)
  name: AnalyticsEventName;

  @IsString()
  @MaxLength(ANALYTICS_PATH_MAX_LENGTH)
  @Matches(ANALYTICS_PATH_PATTERN)
  path: string;

  @IsInt()
  @Min(1)
  count: number;
}

class RecordRequest {
  /** The gateway's id for this batch (AnalyticsService.record). */
  @IsUUID()
  batchId: string;

  @IsArray()
  @ArrayMaxSize(MAX_COUNTS_PER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => DailyEventCountDto)
  counts: DailyEventCountDto[];
}

class ReportRequest extends ByCaller {
  @IsInt()
  @Min(1)
  @Max(ANALYTICS_REPORT_MAX_DAYS)
  days: number;
}

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(AnalyticsPatterns.record)
  async record(@Payload() r: RecordRequest): Promise<RpcResponse<'blog.analytics.record'>> {
    await this.analytics.record(r.batchId, r.counts);
    return { ok: true };
  }

  @MessagePattern(AnalyticsPatterns.report)
  report(@Payload() r: ReportRequest): Promise<RpcResponse<'blog.analytics.report'>> {
    return this.analytics.report(r.days, r.caller);
  }
}
