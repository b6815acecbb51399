import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each session was last used, for the idle timeout. Existing sessions count as seen now,
 * so nobody is signed out by the upgrade.
 */
export class AddSessionLastSeen1763971260000 implements MigrationInterface {
  name = 'AddSessionLastSeen1763971260000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "auth"."sessions" ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."sessions" DROP COLUMN "last_seen_at"`);
  }
}
