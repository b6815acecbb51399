import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  mergeDailyCounts,
  type AnalyticsEventName,
  type AnalyticsReport,
  type BlogCaller,
  type DailyEventCount,
} from '@roadbook/contracts';
import { APP_ENV } from '@roadbook/platform';
import { Repository, type EntityManager } from 'typeorm';
import type { BlogServiceEnv } from '../blog-service.env';
import { assertAdmin } from '../posts/blog-access';
import { buildReport, reportWindow } from './analytics-report';
import { AnalyticsDailyCountEntity } from './entities/analytics-daily-count.entity';
import { oldestDayKept, withinPathCap } from './path-cap';

type StorageLimits = Pick<
  BlogServiceEnv,
  'ANALYTICS_RETENTION_MONTHS' | 'ANALYTICS_MAX_PATHS_PER_DAY'
>;

/** The dashboard lists this many of the most viewed pages. */
export const TOP_PAGES_LIMIT = 10;

/** How long a batch's id is kept, against the same batch sent again. */
const BATCH_IDS_KEPT = '1 day';

/**
 * The site's audience, counted: the blog service owns published content and who reads it. Counts
 * arrive already aggregated by the gateway and are added with one upsert per batch, once per
 * batch id. Storage is bounded both ways: at most `ANALYTICS_MAX_PATHS_PER_DAY` pages a day, and
 * days older than `ANALYTICS_RETENTION_MONTHS` are deleted (checked with the first write of each
 * day, with the batch ids past BATCH_IDS_KEPT).
 */
@Injectable()
export class AnalyticsService {
  /** The UTC day whose expired counts were last deleted by this process. */
  private prunedOn: string | undefined;

  constructor(
    @InjectRepository(AnalyticsDailyCountEntity)
    private readonly counts: Repository<AnalyticsDailyCountEntity>,
    @Inject(APP_ENV) private readonly limits: StorageLimits,
  ) {}

  /**
   * Adds a batch's counts unless a batch of this id was added already: the same batch sent again
   * (its replica lost with the call, RETRIABLE_PATTERNS), even twice at once, counts once.
   */
  async record(
    batchId: string,
    batch: readonly DailyEventCount[],
    now = new Date(),
  ): Promise<void> {
    if (batch.length > 0) {
      await this.counts.manager.transaction((manager) => this.addCounts(manager, batchId, batch));
    }
    const today = now.toISOString().slice(0, 10);
    if (this.prunedOn !== today) {
      await this.counts.query(`DELETE FROM "blog"."analytics_daily_counts" WHERE "day" < $1`, [
        oldestDayKept(now, this.limits.ANALYTICS_RETENTION_MONTHS),
      ]);
      await this.counts.query(
        `DELETE FROM "blog"."analytics_batches" WHERE "recorded_at" < now() - $1::interval`,
        [BATCH_IDS_KEPT],
      );
      this.prunedOn = today;
    }
  }

  private async addCounts(
    manager: EntityManager,
    batchId: string,
    batch: readonly DailyEventCount[],
  ) {
    // Writers take turns (several flushes, several blog replicas), so two of them never both
    // take a day's last free place, and the same batch twice at once finds itself added.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('blog.analytics_daily_counts'))`);
    const added = await manager.query<unknown[]>(
      `INSERT INTO "blog"."analytics_batches" ("batch_id") VALUES ($1)
       ON CONFLICT DO NOTHING RETURNING "batch_id"`,
      [batchId],
    );
    if (added.length === 0) return;
    const days = [...new Set(batch.map((count) => count.day))];
    const stored = await manager.query<{ day: string; path: string }[]>(
      `SELECT DISTINCT to_char("day", 'YYYY-MM-DD') AS "day", "path"
         FROM "blog"."analytics_daily_counts" WHERE "day" = ANY($1::date[])`,
      [days],
    );
    const known = new Map<string, Set<string>>();
    for (const { day, path } of stored) known.set(day, (known.get(day) ?? new Set()).add(path));
    // One row per key: an upsert may not touch the same row twice in one statement.
    const rows = mergeDailyCounts(
      withinPathCap(batch, known, this.limits.ANALYTICS_MAX_PATHS_PER_DAY),
    );
    await manager.query(
      `INSERT INTO "blog"."analytics_daily_counts" ("day", "event_name", "path", "count")
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::integer[])
       ON CONFLICT ("day", "event_name", "path")
       DO UPDATE SET "count" = "analytics_daily_counts"."count" + EXCLUDED."count"`,
      [
        rows.map((row) => row.day),
        rows.map((row) => row.name),
        rows.map((row) => row.path),
        rows.map((row) => row.count),
      ],
    );
  }

  async report(days: number, caller: BlogCaller, now = new Date()): Promise<AnalyticsReport> {
    assertAdmin(caller);
    const window = reportWindow(days, now);
    const range = [window.from, window.to];
    const daily = await this.counts.query<{ day: string; page_views: string; events: string }[]>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day",
              COALESCE(SUM("count") FILTER (WHERE "event_name" = 'page_view'), 0) AS "page_views",
              COALESCE(SUM("count") FILTER (WHERE "event_name" <> 'page_view'), 0) AS "events"
         FROM "blog"."analytics_daily_counts"
        WHERE "day" BETWEEN $1 AND $2
        GROUP BY "day"`,
      range,
    );
    const totals = await this.counts.query<{ name: AnalyticsEventName; count: string }[]>(
      `SELECT "event_name" AS "name", SUM("count") AS "count"
         FROM "blog"."analytics_daily_counts"
        WHERE "day" BETWEEN $1 AND $2
        GROUP BY "event_name"
        ORDER BY 2 DESC, 1`,
      range,
    );
    const topPages = await this.counts.query<{ path: string; views: string }[]>(
      `SELECT "path", SUM("count") AS "views"
         FROM "blog"."analytics_daily_counts"
        WHERE "day" BETWEEN $1 AND $2 AND "event_name" = 'page_view'
        GROUP BY "path"
        ORDER BY 2 DESC, 1
        LIMIT ${TOP_PAGES_LIMIT}`,
      range,
    );
    return buildReport(days, window, {
      daily: daily.map((row) => ({
        day: row.day,
        pageViews: Number(row.page_views),
        events: Number(row.events),
      })),
      totals: totals.map((row) => ({ name: row.name, count: Number(row.count) })),
      topPages: topPages.map((row) => ({ path: row.path, views: Number(row.views) })),
    });
  }
}
