import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRecorder } from './analytics-recorder';

@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsRecorder],
})
export class AnalyticsModule {}
