import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUploads1763798400000 implements MigrationInterface {
  name = 'CreateUploads1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // gen_random_uuid() is built in; the embedded database has no pgcrypto or uuid-ossp.
    await queryRunner.query(`
      CREATE TABLE "media"."uploads" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "object_key" text NOT NULL UNIQUE,
        "owner_id" integer NOT NULL,
        "content_type" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "uploads_owner_id_idx" ON "media"."uploads" ("owner_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."uploads"`);
  }
}
