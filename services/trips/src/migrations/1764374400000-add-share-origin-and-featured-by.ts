import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who made a trip public, so featuring publishes only what its owner chose to: `share_origin`
 * says whether the share link is the owner's or was made by featuring (which withdraws it again
 * on unfeaturing), and `featured_by` who featured it (its notes are public only when that is
 * the owner). Links that exist already count as the owner's, except on featured trips, where
 * nobody can tell: those are treated as featuring's, the side that publishes nothing the owner
 * did not choose to (an owner whose link goes with an unfeaturing can share again). No existing
 * featuring counts as the owner's own, so no notes are public until a trip is featured again.
 */
export class AddShareOriginAndFeaturedBy1764374400000 implements MigrationInterface {
  name = 'AddShareOriginAndFeaturedBy1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "trips"."trips"
        ADD COLUMN "share_origin" text CHECK ("share_origin" IN ('owner', 'featuring')),
        ADD COLUMN "featured_by" integer`);
    await queryRunner.query(`
      UPDATE "trips"."trips"
         SET "share_origin" = CASE WHEN "is_featured" THEN 'featuring' ELSE 'owner' END
       WHERE "shareable_id" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips"."trips" DROP COLUMN "share_origin", DROP COLUMN "featured_by"`,
    );
  }
}
