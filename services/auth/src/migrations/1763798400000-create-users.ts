import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763798400000 implements MigrationInterface {
  name = 'CreateUsers1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "auth"."users" (
        "id" SERIAL PRIMARY KEY,
        "username" text UNIQUE,
        "email" text NOT NULL,
        "password" text,
        "provider" text NOT NULL DEFAULT 'local',
        "provider_id" text,
        "first_name" text,
        "last_name" text,
        "profile_image_url" text,
        "role" text NOT NULL DEFAULT 'user',
        "reset_token" text,
        "reset_token_expiry" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_lower_key" ON "auth"."users" (lower("email"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "auth"."users"`);
  }
}
