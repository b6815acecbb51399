import { dropSearchFunctionsSql, searchFunctionsSql } from '@roadbook/platform/database';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search over posts: a generated document (title first, then tags, then the excerpt,
 * then the body's text without its markup) with a GIN index over published posts only.
 */
export class AddPostSearch1764201600000 implements MigrationInterface {
  name = 'AddPostSearch1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of searchFunctionsSql('blog')) await queryRunner.query(statement);
    await queryRunner.query(`
      ALTER TABLE "blog"."blog_posts" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
        "blog"."search_words"("title", 'A')
        || "blog"."search_words"("blog"."search_join"("tags"), 'B')
        || "blog"."search_words"("excerpt", 'C')
        || "blog"."search_words"(
          regexp_replace(regexp_replace("content", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'),
          'D')
      ) STORED`);
    await queryRunner.query(
      `CREATE INDEX "blog_posts_search_document_idx" ON "blog"."blog_posts" USING gin ("search_document") WHERE "status" = 'published'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "blog"."blog_posts_search_document_idx"`);
    await queryRunner.query(`ALTER TABLE "blog"."blog_posts" DROP COLUMN "search_document"`);
    for (const statement of dropSearchFunctionsSql('blog')) await queryRunner.query(statement);
  }
}
