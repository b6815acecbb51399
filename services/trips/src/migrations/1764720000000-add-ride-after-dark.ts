import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether the plan lets its days arrive after sunset. */
export class AddRideAfterDark1764720000000 implements MigrationInterface {
  name = 'AddRideAfterDark1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" ADD "ride_after_dark" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips"."trips" DROP COLUMN "ride_after_dark"`);
  }
}
