import type { BlogPost, BlogPostSummary } from '@roadbook/contracts';
import type { BlogPostEntity } from './entities/blog-post.entity';

export function toBlogPostSummary(entity: BlogPostEntity): BlogPostSummary {
  return {
    id: entity.id,
    title: entity.title,
    slug: entity.slug,
    excerpt: entity.excerpt,
    featuredImage: entity.featuredImage,
    status: entity.status,
    authorId: entity.authorId,
    tripIds: entity.tripIds,
    tags: entity.tags,
    metaTitle: entity.metaTitle,
    metaDescription: entity.metaDescription,
    publishedAt: entity.publishedAt?.toISOString() ?? null,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

export function toBlogPost(entity: BlogPostEntity): BlogPost {
  return { ...toBlogPostSummary(entity), content: entity.content };
}
