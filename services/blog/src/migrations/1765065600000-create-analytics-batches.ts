import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics batches recently added, by the id the gateway gave each: a batch sent again
 * (its replica lost with the call) is found here and not counted twice. Kept a day.
 */
export class CreateAnalyticsBatches1765065600000 implements MigrationInterface {
  name = 'CreateAnalyticsBatches1765065600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "blog"."analytics_batches" (
        "batch_id" uuid PRIMARY KEY,
        "recorded_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog"."analytics_batches"`);
  }
}
