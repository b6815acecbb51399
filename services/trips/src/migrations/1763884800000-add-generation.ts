import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generation through the queue: plan versions, their status, and visitors' drafts. */
export class AddGeneration1763884800000 implements MigrationInterface {
  name = 'AddGeneration1763884800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "trips"."trips"
        ADD COLUMN "trip_type" text NOT NULL DEFAULT 'multi-day',
        ADD COLUMN "version" integer NOT NULL DEFAULT 1,
        ADD COLUMN "generation_status" text NOT NULL DEFAULT 'generating',
        ADD COLUMN "generation_error" text,
        ADD COLUMN "owner_token_hash" text`);
    await queryRunner.query(`
      ALTER TABLE "trips"."trip_itineraries"
        ADD COLUMN "version" integer NOT NULL DEFAULT 1,
        ADD COLUMN "facts" jsonb`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "trip_itineraries_trip_version_key" ON "trips"."trip_itineraries" ("trip_id", "version")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "trips"."trip_itineraries_trip_version_key"`);
    await queryRunner.query(
      `ALTER TABLE "trips"."trip_itineraries" DROP COLUMN "version", DROP COLUMN "facts"`,
    );
    await queryRunner.query(`
      ALTER TABLE "trips"."trips" DROP COLUMN "trip_type", DROP COLUMN "version",
        DROP COLUMN "generation_status", DROP COLUMN "generation_error", DROP COLUMN "owner_token_hash"`);
  }
}
