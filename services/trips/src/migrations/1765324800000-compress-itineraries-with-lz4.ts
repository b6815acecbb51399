import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sets lz4 on the itinerary column where the server has it; also after its type changes. */
export const COMPRESS_ITINERARIES_WITH_LZ4 = `
  DO $$
  BEGIN
    ALTER TABLE "trips"."trip_itineraries" ALTER COLUMN "itinerary" SET COMPRESSION lz4;
  EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this server has no lz4: itineraries stay compressed with pglz';
  END $$`;

/**
 * An itinerary's JSON (20–35 kB) is stored compressed with lz4 rather than PostgreSQL's own pglz:
 * the same document for about 60 % of the database's CPU to write it (0.35 ms against 0.58 ms a
 * row on the development machine), written once a plan. A server built without lz4 (local
 * mode's PGlite) keeps pglz. Rows already stored keep the compression they were written with;
 * PostgreSQL reads both.
 */
export class CompressItinerariesWithLz41765324800000 implements MigrationInterface {
  name = 'CompressItinerariesWithLz41765324800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(COMPRESS_ITINERARIES_WITH_LZ4);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trip_itineraries" ALTER COLUMN "itinerary" SET COMPRESSION DEFAULT`,
    );
  }
}
