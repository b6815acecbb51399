import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Visitors' drafts by age, so the expired ones are found without reading every trip. */
export class IndexVisitorDrafts1764460800000 implements MigrationInterface {
  name = 'IndexVisitorDrafts1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "trips_visitor_drafts_created_at_idx" ON "trips"."trips" ("created_at") WHERE "user_id" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "trips"."trips_visitor_drafts_created_at_idx"`);
  }
}
