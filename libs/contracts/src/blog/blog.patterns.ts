import type { SearchHits, SearchRequest } from '../search/search.types';
import type { BlogPostInput } from './blog-post.input';
import type { BlogCaller, BlogPost, BlogPostPage, BlogPostSummary } from './blog-post.types';
import type { TripArticlesArgs } from './trip-articles';

export const BlogPatterns = {
  list: 'blog.post.list',
  getBySlug: 'blog.post.get-by-slug',
  get: 'blog.post.get',
  create: 'blog.post.create',
  update: 'blog.post.update',
  delete: 'blog.post.delete',
  publish: 'blog.post.publish',
  unpublish: 'blog.post.unpublish',
  search: 'blog.post.search',
  listRelatedToTrip: 'blog.post.list-related-to-trip',
} as const;

type ByCaller<T> = T & { caller: BlogCaller };

export interface BlogRpc {
  /** Newest first: published ones for everyone, drafts too for admins. */
  [BlogPatterns.list]: { request: ByCaller<object>; response: BlogPostSummary[] };
  /** Published posts matching the words, best match first (drafts never, whoever asks). */
  [BlogPatterns.search]: { request: SearchRequest; response: SearchHits<BlogPostSummary> };
  /** A draft is not found for anyone but an admin. */
  [BlogPatterns.getBySlug]: { request: ByCaller<{ slug: string }>; response: BlogPostPage };
  /** Admins only: the post as stored, for the editor. */
  [BlogPatterns.get]: { request: ByCaller<{ postId: number }>; response: BlogPost };
  /** A new post, once per `creationKey` (the gateway's, one per request). */
  [BlogPatterns.create]: {
    request: ByCaller<{ input: BlogPostInput; creationKey: string }>;
    response: BlogPost;
  };
  [BlogPatterns.update]: {
    request: ByCaller<{ postId: number; input: BlogPostInput }>;
    response: BlogPost;
  };
  /**
   * `wasPublished`: whether visitors could read the post, so a gateway drops its public pages
   * only when they may have shown it.
   */
  [BlogPatterns.delete]: {
    request: ByCaller<{ postId: number }>;
    response: { ok: true; wasPublished: boolean };
  };
  [BlogPatterns.publish]: { request: ByCaller<{ postId: number }>; response: BlogPost };
  [BlogPatterns.unpublish]: { request: ByCaller<{ postId: number }>; response: BlogPost };
  /**
   * Published posts closest to a trip, best first, scored on the trip's activities and the
   * places it starts at, passes and ends at.
   */
  [BlogPatterns.listRelatedToTrip]: {
    request: TripArticlesArgs;
    response: BlogPostSummary[];
  };
}
