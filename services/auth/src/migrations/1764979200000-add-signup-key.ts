import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which sign-up made each account, so a sign-up sent again signs in the account it made. */
export class AddSignupKey1764979200000 implements MigrationInterface {
  name = 'AddSignupKey1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."users" ADD "signup_key" text`);
    await queryRunner.query(
      `ALTER TABLE "auth"."users" ADD CONSTRAINT "users_signup_key_unique" UNIQUE ("signup_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."users" DROP COLUMN "signup_key"`);
  }
}
