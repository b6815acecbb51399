import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Objects are content-addressed, so two admins uploading the same picture share one object:
 * each keeps a row of their own (one per key and owner; system imports have no owner), and the
 * object goes only with its last row.
 */
export class UploadsSharedByOwners1763971200000 implements MigrationInterface {
  name = 'UploadsSharedByOwners1763971200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media"."uploads" DROP CONSTRAINT "uploads_object_key_key"`,
    );
    await queryRunner.query(`ALTER TABLE "media"."uploads" ALTER COLUMN "owner_id" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uploads_object_key_owner_id_key"
         ON "media"."uploads" ("object_key", "owner_id") NULLS NOT DISTINCT`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."uploads_object_key_owner_id_key"`);
    // The old table had one owner per object: keep each object's first owner.
    await queryRunner.query(`DELETE FROM "media"."uploads" WHERE "owner_id" IS NULL`);
    await queryRunner.query(
      `DELETE FROM "media"."uploads" AS later USING "media"."uploads" AS earlier
         WHERE later."object_key" = earlier."object_key"
           AND (later."created_at", later."id") > (earlier."created_at", earlier."id")`,
    );
    await queryRunner.query(`ALTER TABLE "media"."uploads" ALTER COLUMN "owner_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "media"."uploads" ADD CONSTRAINT "uploads_object_key_key" UNIQUE ("object_key")`,
    );
  }
}
