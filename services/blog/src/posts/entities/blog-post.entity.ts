import type { BlogPostStatus } from '@roadbook/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A blog post. `authorId` and `tripIds` refer to other services' records by id. */
@Entity({ name: 'blog_posts' })
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ name: 'featured_image', type: 'text', nullable: true })
  featuredImage: string | null;

  @Column({ type: 'text', default: 'draft' })
  status: BlogPostStatus;

  @Column({ name: 'author_id', type: 'integer' })
  authorId: number;

  @Column({ name: 'trip_ids', type: 'integer', array: true, default: () => "'{}'" })
  tripIds: number[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'meta_title', type: 'text', nullable: true })
  metaTitle: string | null;

  @Column({ name: 'meta_description', type: 'text', nullable: true })
  metaDescription: string | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /**
   * The request that made the post (BlogPostsService.create): the same creation sent again
   * answers this post instead of making a second one.
   */
  @Column({ name: 'creation_key', type: 'uuid', unique: true, nullable: true })
  creationKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
