import {
  BadRequestException,
  Body,
  Controller,
  DefaultValuePipe,
  Get,
  HttpCode,
  Inject,
  ParseIntPipe,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ANALYTICS_REPORT_DEFAULT_DAYS,
  ANALYTICS_REPORT_MAX_DAYS,
  AnalyticsEventBatchDto,
  AnalyticsMessages,
  AnalyticsPatterns,
  type AnalyticsConfig,
  type AnalyticsReport,
  type SessionPrincipal,
} from '@roadbook/contracts';
import { APP_ENV, InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { adminCaller } from '../blog/blog-callers';
import type { GatewayEnv } from '../gateway.env';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { analyticsLimits } from './analytics-limits';
import { AnalyticsRecorder } from './analytics-recorder';

/**
 * First-party analytics: the web reports what happened on which page, and admins read the daily
 * counts. Nothing about the sender (address, account, cookie) is passed on or kept.
 */
@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  private readonly config: AnalyticsConfig;

  constructor(
    private readonly recorder: AnalyticsRecorder,
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    @Inject(APP_ENV) env: GatewayEnv,
  ) {
    this.config = { ga4MeasurementId: env.GA4_MEASUREMENT_ID ?? null };
  }

  @Post('analytics/events')
  @HttpCode(202)
  @RateLimit(analyticsLimits)
  @UseGuards(RateLimitGuard)
  record(@Body() batch: AnalyticsEventBatchDto): { accepted: number } {
    this.recorder.record(batch.events);
    return { accepted: batch.events.length };
  }

  @Get('admin/analytics')
  @AdminOnly()
  report(
    @Query('days', new DefaultValuePipe(ANALYTICS_REPORT_DEFAULT_DAYS), ParseIntPipe) days: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<AnalyticsReport> {
    if (days < 1 || days > ANALYTICS_REPORT_MAX_DAYS) {
      throw new BadRequestException({ statusCode: 400, message: AnalyticsMessages.badDays });
    }
    return this.blog.send(AnalyticsPatterns.report, { days, caller: adminCaller(session) });
  }

  @Get('config/analytics')
  @ApiOkResponse({ description: 'The Google Analytics 4 measurement id, when one is set.' })
  getConfig(): AnalyticsConfig {
    return this.config;
  }
}
