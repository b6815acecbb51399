import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which "forgot password" request the current reset token answers, and when its mail went out,
 * so a repeated mail job sends nothing more.
 */
export class AddResetRequestState1763971200000 implements MigrationInterface {
  name = 'AddResetRequestState1763971200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "reset_request_id" uuid,
        ADD COLUMN "reset_mailed_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "auth"."users"
        DROP COLUMN "reset_mailed_at",
        DROP COLUMN "reset_request_id"`);
  }
}
