import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessions1763884800000 implements MigrationInterface {
  name = 'CreateSessions1763884800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "auth"."sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token_hash" text NOT NULL,
        "user_id" integer NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "expires_at" timestamptz NOT NULL,
        "user_agent" text,
        "ip" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sessions_token_hash_key" ON "auth"."sessions" ("token_hash")`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "auth"."sessions"`);
  }
}
