import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMPRESS_ITINERARIES_WITH_LZ4 } from './1765324800000-compress-itineraries-with-lz4';

const DOCUMENTS = ['itinerary', 'map_data', 'facts'] as const;

async function retypeDocuments(queryRunner: QueryRunner, type: 'json' | 'jsonb'): Promise<void> {
  const changes = DOCUMENTS.map(
    (column) => `ALTER COLUMN "${column}" TYPE ${type} USING "${column}"::${type}`,
  );
  await queryRunner.query(`ALTER TABLE "trips"."trip_itineraries" ${changes.join(', ')}`);
  await queryRunner.query(COMPRESS_ITINERARIES_WITH_LZ4);
}

/**
 * A version's documents (its itinerary, map data and facts) are stored as `json`, the text the
 * worker wrote, rather than `jsonb`. They are written once and read whole, never searched or
 * changed inside by SQL, so building `jsonb`'s binary form on every write and printing it back
 * to text on every read was work for nothing: for the bench's itineraries, 0.55–0.63 ms of the
 * database's CPU to store one against 0.25–0.38 ms, and 0.18–0.23 ms to read one back against
 * 0.05–0.07 (docs/performance.md, "The stores' share of a plan"). Rows already stored are
 * converted (their text is `jsonb`'s, keys in its order). A column whose type changes takes the
 * default compression, so the itinerary's lz4 is set again, both ways. The one thing read from
 * inside an itinerary, its number of days (the admin's trips list), is kept beside it as
 * `day_count`, which the trips service writes from the result it stores: counting them in a
 * page of 20 `json` itineraries would cost the database 2–3 ms, against 0.2–0.4 ms as `jsonb`.
 */
export class StoreItinerariesAsJsonText1765411200000 implements MigrationInterface {
  name = 'StoreItinerariesAsJsonText1765411200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trip_itineraries" ADD COLUMN "day_count" integer`,
    );
    await queryRunner.query(
      `UPDATE "trips"."trip_itineraries"
       SET "day_count" = COALESCE(jsonb_array_length("itinerary" -> 'days'), 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "trips"."trip_itineraries" ALTER COLUMN "day_count" SET NOT NULL`,
    );
    await retypeDocuments(queryRunner, 'json');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await retypeDocuments(queryRunner, 'jsonb');
    await queryRunner.query(`ALTER TABLE "trips"."trip_itineraries" DROP COLUMN "day_count"`);
  }
}
