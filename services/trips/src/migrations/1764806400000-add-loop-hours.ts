import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hours of riding a loop plan asks for; null for a plan that is not a loop. */
export class AddLoopHours1764806400000 implements MigrationInterface {
  name = 'AddLoopHours1764806400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips"."trips" ADD "loop_hours" smallint`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips"."trips" DROP COLUMN "loop_hours"`);
  }
}
