import { IntersectionType } from '@nestjs/mapped-types';
import { QueueEnv, ServiceEnv } from '@roadbook/platform';
import { IsInt, Max, Min } from 'class-validator';

/** How much of the site's audience the blog service keeps: bounded in time and in rows. */
class AnalyticsStorageEnv {
  /** Months of daily analytics counts kept; older days are deleted. */
  @IsInt()
  @Min(1)
  @Max(120)
  ANALYTICS_RETENTION_MONTHS: number = 13;

  /**
   * Distinct pages counted per day. Views of further pages that day are counted together under
   * `/*`, so anyone inventing paths (every id and slug is one) cannot add rows without end.
   */
  @IsInt()
  @Min(10)
  @Max(100_000)
  ANALYTICS_MAX_PATHS_PER_DAY: number = 2_000;
}

/** QueueEnv: where system events go (Redis in distributed mode, in process in local mode). */
export class BlogServiceEnv extends IntersectionType(ServiceEnv, QueueEnv, AnalyticsStorageEnv) {}
