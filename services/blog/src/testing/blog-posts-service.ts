import { EventBus, type QueueEnv } from '@roadbook/platform';
import type { Repository } from 'typeorm';
import { BlogPostsService } from '../posts/blog-posts.service';
import type { BlogPostEntity } from '../posts/entities/blog-post.entity';
import { PublishedPostChanges } from '../posts/published-post-changes';

/** The posts service on `repository`, announcing its changes on in-process `events`. */
export function blogPostsService(repository: Repository<BlogPostEntity>): {
  posts: BlogPostsService;
  events: EventBus;
} {
  const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  return { posts: new BlogPostsService(repository, new PublishedPostChanges(events)), events };
}
