import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending e-mail change: the new address, the hash of the single-use token mailed to it, when
 * that token expires, which request it answers and when its mail went out (the same design as
 * the reset token's columns, so a repeated mail job sends nothing more).
 */
export class AddEmailChangeState1764201600000 implements MigrationInterface {
  name = 'AddEmailChangeState1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "pending_email" text,
        ADD COLUMN "email_change_token" text,
        ADD COLUMN "email_change_expiry" timestamptz,
        ADD COLUMN "email_change_request_id" uuid,
        ADD COLUMN "email_change_mailed_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "auth"."users"
        DROP COLUMN "email_change_mailed_at",
        DROP COLUMN "email_change_request_id",
        DROP COLUMN "email_change_expiry",
        DROP COLUMN "email_change_token",
        DROP COLUMN "pending_email"`);
  }
}
