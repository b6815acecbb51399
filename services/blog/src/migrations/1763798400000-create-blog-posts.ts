import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBlogPosts1763798400000 implements MigrationInterface {
  name = 'CreateBlogPosts1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "blog"."blog_posts" (
        "id" SERIAL PRIMARY KEY,
        "title" text NOT NULL,
        "slug" text NOT NULL UNIQUE,
        "content" text NOT NULL,
        "excerpt" text,
        "featured_image" text,
        "status" text NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'published')),
        "author_id" integer NOT NULL,
        "trip_ids" integer[] NOT NULL DEFAULT '{}',
        "tags" text[] NOT NULL DEFAULT '{}',
        "meta_title" text,
        "meta_description" text,
        "published_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "blog_posts_status_idx" ON "blog"."blog_posts" ("status", "published_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog"."blog_posts"`);
  }
}
