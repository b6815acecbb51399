import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which submission of the plan form made each trip, so a plan sent again makes no second trip. */
export class AddTripSubmission1764892800000 implements MigrationInterface {
  name = 'AddTripSubmission1764892800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" ADD "submission_key" text, ADD "submission_plan_digest" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" ADD CONSTRAINT "trips_submission_key_unique" UNIQUE ("submission_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" DROP COLUMN "submission_key", DROP COLUMN "submission_plan_digest"`,
    );
  }
}
