import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which request made each post, so a creation sent again makes no second post. */
export class AddPostCreationKey1764979200000 implements MigrationInterface {
  name = 'AddPostCreationKey1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog"."blog_posts" ADD "creation_key" uuid`);
    await queryRunner.query(
      `ALTER TABLE "blog"."blog_posts" ADD CONSTRAINT "blog_posts_creation_key_unique" UNIQUE ("creation_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog"."blog_posts" DROP COLUMN "creation_key"`);
  }
}
