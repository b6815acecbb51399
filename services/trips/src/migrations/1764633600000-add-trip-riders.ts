import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The plan's group: its riders and their bikes' fuel ranges. */
export class AddTripRiders1764633600000 implements MigrationInterface {
  name = 'AddTripRiders1764633600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips"."trips" ADD "riders" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips"."trips" DROP COLUMN "riders"`);
  }
}
