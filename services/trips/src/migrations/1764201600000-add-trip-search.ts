import { dropSearchFunctionsSql, searchFunctionsSql } from '@roadbook/platform/database';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search over trips: a generated document (name first, then places, then activities
 * and the description, then route type and travel mode) with a GIN index. Only featured trips
 * are searched, so the index covers only them.
 */
export class AddTripSearch1764201600000 implements MigrationInterface {
  name = 'AddTripSearch1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of searchFunctionsSql('trips')) await queryRunner.query(statement);
    await queryRunner.query(`
      ALTER TABLE "trips"."trips" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
        "trips"."search_words"("name", 'A')
        || "trips"."search_words"(
          "start_location" || ' ' || "destination" || ' ' || "trips"."search_join"("waypoints"), 'B')
        || "trips"."search_words"(
          "trips"."search_join"("activities") || ' ' || coalesce("description", ''), 'C')
        || "trips"."search_words"("route_type" || ' ' || "travel_mode", 'D')
      ) STORED`);
    await queryRunner.query(
      `CREATE INDEX "trips_search_document_idx" ON "trips"."trips" USING gin ("search_document") WHERE "is_featured"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "trips"."trips_search_document_idx"`);
    await queryRunner.query(`ALTER TABLE "trips"."trips" DROP COLUMN "search_document"`);
    for (const statement of dropSearchFunctionsSql('trips')) await queryRunner.query(statement);
  }
}
