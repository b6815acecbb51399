import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTrips1763798400000 implements MigrationInterface {
  name = 'CreateTrips1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "trips"."trips" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer,
        "shareable_id" text UNIQUE,
        "slug" text UNIQUE,
        "name" text NOT NULL,
        "description" text,
        "start_date" text NOT NULL,
        "end_date" text NOT NULL,
        "travel_mode" text NOT NULL,
        "travelers" integer NOT NULL,
        "adults" integer NOT NULL DEFAULT 1,
        "hotel_rooms" integer NOT NULL DEFAULT 1,
        "start_location" text NOT NULL,
        "destination" text NOT NULL,
        "is_round_trip" boolean NOT NULL DEFAULT false,
        "waypoints" text[] NOT NULL DEFAULT '{}',
        "route_type" text NOT NULL,
        "activities" text[] NOT NULL DEFAULT '{}',
        "accommodation" text[] NOT NULL DEFAULT '{}',
        "budget" text NOT NULL,
        "driving_hours" text NOT NULL,
        "additional_notes" text NOT NULL DEFAULT '',
        "is_saved" boolean NOT NULL DEFAULT false,
        "is_featured" boolean NOT NULL DEFAULT false,
        "is_public" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "trips_user_id_idx" ON "trips"."trips" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "trips_featured_idx" ON "trips"."trips" ("is_featured") WHERE "is_featured"`,
    );
    await queryRunner.query(`
      CREATE TABLE "trips"."trip_itineraries" (
        "id" SERIAL PRIMARY KEY,
        "trip_id" integer NOT NULL REFERENCES "trips"."trips" ("id") ON DELETE CASCADE,
        "overview" text NOT NULL,
        "itinerary" jsonb NOT NULL,
        "map_data" jsonb NOT NULL,
        "total_distance" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "trip_itineraries_trip_id_idx" ON "trips"."trip_itineraries" ("trip_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "trips"."trip_itineraries"`);
    await queryRunner.query(`DROP TABLE "trips"."trips"`);
  }
}
