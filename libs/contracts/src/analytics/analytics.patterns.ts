import type { BlogCaller } from '../blog/blog-post.types';
import type { DailyEventCount } from './analytics-counts';
import type { AnalyticsReport } from './analytics-events';

export const AnalyticsPatterns = {
  record: 'blog.analytics.record',
  report: 'blog.analytics.report',
} as const;

export interface AnalyticsRpc {
  /** Adds the gateway's aggregated counts to the stored daily counts, in one write. */
  /**
   * Adds the gateway's aggregated counts, once per `batchId` (the gateway's, one per batch): the
   * same batch sent again is not counted twice.
   */
  [AnalyticsPatterns.record]: {
    request: { batchId: string; counts: DailyEventCount[] };
    response: { ok: true };
  };
  /** Admins only: the dashboard's figures for the last `days` days. */
  [AnalyticsPatterns.report]: {
    request: { days: number; caller: BlogCaller };
    response: AnalyticsReport;
  };
}
