import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Daily counts of first-party analytics events: no address, account or cookie is ever stored. */
export class CreateAnalyticsDailyCounts1764288000000 implements MigrationInterface {
  name = 'CreateAnalyticsDailyCounts1764288000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "blog"."analytics_daily_counts" (
        "day" date NOT NULL,
        "event_name" text NOT NULL,
        "path" text NOT NULL,
        "count" integer NOT NULL CHECK ("count" > 0),
        PRIMARY KEY ("day", "event_name", "path")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog"."analytics_daily_counts"`);
  }
}
