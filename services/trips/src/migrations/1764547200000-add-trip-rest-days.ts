import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The plan's rest days: how many days off the bike, and at which of its places. */
export class AddTripRestDays1764547200000 implements MigrationInterface {
  name = 'AddTripRestDays1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" ADD "rest_days" integer NOT NULL DEFAULT 0, ADD "rest_in" text NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" DROP COLUMN "rest_in", DROP COLUMN "rest_days"`,
    );
  }
}
