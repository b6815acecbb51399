import type { DailyEventCount } from '@roadbook/contracts';
import { withServiceDatabase } from '@roadbook/platform/database';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { BLOG_ENTITIES, BLOG_MIGRATIONS } from '../blog-service.module';
import { AnalyticsService } from './analytics.service';
import { AnalyticsDailyCountEntity } from './entities/analytics-daily-count.entity';

const LIMITS = { ANALYTICS_RETENTION_MONTHS: 13, ANALYTICS_MAX_PATHS_PER_DAY: 10 };
const NOW = new Date('2026-05-01T12:00:00Z');

describe('AnalyticsService storage', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('blog-analytics');
  });

  afterAll(async () => {
    await database.drop();
  });

  function withAnalytics(work: (analytics: AnalyticsService, db: DataSource) => Promise<void>) {
    return withServiceDatabase(
      database.url,
      { schema: 'blog', entities: BLOG_ENTITIES, migrations: BLOG_MIGRATIONS },
      async (dataSource) => {
        const repository = dataSource.getRepository(AnalyticsDailyCountEntity);
        try {
          await work(new AnalyticsService(repository, LIMITS), dataSource);
        } finally {
          await repository.clear();
        }
      },
    );
  }

  async function stored(dataSource: DataSource) {
    const rows = await dataSource.query<{ day: string; path: string; count: number }[]>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "path", "count"
         FROM "blog"."analytics_daily_counts" ORDER BY 1, 2`,
    );
    return rows;
  }

  const views = (day: string, paths: string[]): DailyEventCount[] =>
    paths.map((path) => ({ day, name: 'page_view', path, count: 1 }));

  it('stores at most the cap of distinct pages a day, however many paths arrive', () =>
    withAnalytics(async (analytics, dataSource) => {
      const invented = Array.from({ length: 500 }, (_, id) => `/itinerary/${id + 1}`);
      await analytics.record(randomUUID(), views('2026-05-01', invented.slice(0, 5)), NOW);
      // Many writers at once: they take turns, and none takes a place another took.
      await Promise.all(
        [0, 1, 2, 3, 4].map((writer) =>
          analytics.record(
            randomUUID(),
            views('2026-05-01', invented.slice(5 + writer * 99, 104 + writer * 99)),
            NOW,
          ),
        ),
      );
      const rows = await stored(dataSource);
      expect(rows).toHaveLength(LIMITS.ANALYTICS_MAX_PATHS_PER_DAY);
      expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(500);
      expect(rows.find((row) => row.path === '/*')?.count).toBe(491);
    }));

  it('counts a batch once, however often and however many times at once it is sent', () =>
    withAnalytics(async (analytics, dataSource) => {
      const batchId = randomUUID();
      const batch = views('2026-05-01', ['/', '/blog']);
      await analytics.record(batchId, batch, NOW);
      await Promise.all([
        analytics.record(batchId, batch, NOW),
        analytics.record(batchId, batch, NOW),
      ]);
      await analytics.record(randomUUID(), views('2026-05-01', ['/']), NOW);
      expect(await stored(dataSource)).toEqual([
        { day: '2026-05-01', path: '/', count: 2 },
        { day: '2026-05-01', path: '/blog', count: 1 },
      ]);
    }));

  it('deletes the days past the retention with the first write of a day', () =>
    withAnalytics(async (analytics, dataSource) => {
      await analytics.record(
        randomUUID(),
        [...views('2025-03-31', ['/blog']), ...views('2025-04-01', ['/blog'])],
        new Date('2026-03-31T12:00:00Z'),
      );
      expect(await stored(dataSource)).toHaveLength(2);
      // The batch ids go after a day, with the same first write of the day.
      await dataSource.query(
        `UPDATE "blog"."analytics_batches" SET "recorded_at" = now() - interval '25 hours'`,
      );
      await analytics.record(randomUUID(), views('2026-05-01', ['/']), NOW);
      expect(await dataSource.query(`SELECT * FROM "blog"."analytics_batches"`)).toHaveLength(1);
      expect((await stored(dataSource)).map((row) => row.day)).toEqual([
        '2025-04-01',
        '2026-05-01',
      ]);
    }));
});
