import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a rider's trip (a row with an owner, updated or deleted, by any statement)
 * notifies `trips_trip_changed` with the trip's id when its transaction commits: what the
 * gateways keep for owners is dropped on it (TripChangeRelay). Visitors' drafts are never kept,
 * so they say nothing; a draft saved by its visitor is new to its owner.
 */
export class AnnounceTripChanges1765152000000 implements MigrationInterface {
  name = 'AnnounceTripChanges1765152000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "trips"."announce_trip_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('trips_trip_changed', OLD."id"::text);
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trip_changed" AFTER UPDATE OR DELETE ON "trips"."trips"
       FOR EACH ROW WHEN (OLD."user_id" IS NOT NULL)
       EXECUTE FUNCTION "trips"."announce_trip_change"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trip_changed" ON "trips"."trips"`);
    await queryRunner.query(`DROP FUNCTION "trips"."announce_trip_change"()`);
  }
}
