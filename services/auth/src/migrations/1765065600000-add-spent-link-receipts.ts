import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a spent link leaves behind, so the same use sent again (its replica lost with the call)
 * is answered as done rather than as a dead link: the hash of the reset token that last set the
 * password, the hash of the e-mail change token that last moved the address, and the address it
 * moved from (the old mailbox's notice is queued again from it).
 */
export class AddSpentLinkReceipts1765065600000 implements MigrationInterface {
  name = 'AddSpentLinkReceipts1765065600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "spent_reset_token" text,
        ADD COLUMN "spent_email_change_token" text,
        ADD COLUMN "previous_email" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "auth"."users"
        DROP COLUMN "previous_email",
        DROP COLUMN "spent_email_change_token",
        DROP COLUMN "spent_reset_token"`);
  }
}
