import type { BlogPostInput } from './blog-post.input';
import type { BlogCaller, BlogPost, BlogPostPage, BlogPostSummary } from './blog-post.types';

export const BlogPatterns = {
  list: 'blog.post.list',
  getBySlug: 'blog.post.get-by-slug',
  get: 'blog.post.get',
  create: 'blog.post.create',
  update: 'blog.post.update',
  delete: 'blog.post.delete',
  publish: 'blog.post.publish',
  unpublish: 'blog.post.unpublish',
} as const;

type ByCaller<T> = T & { caller: BlogCaller };

export interface BlogRpc {
  /** Newest first: published ones for everyone, drafts too for admins. */
  'blog.post.list': { request: ByCaller<object>; response: BlogPostSummary[] };
  /** A draft is not found for anyone but an admin. */
  'blog.post.get-by-slug': { request: ByCaller<{ slug: string }>; response: BlogPostPage };
  /** Admins only: the post as stored, for the editor. */
  'blog.post.get': { request: ByCaller<{ postId: number }>; response: BlogPost };
  'blog.post.create': { request: ByCaller<{ input: BlogPostInput }>; response: BlogPost };
  'blog.post.update': {
    request: ByCaller<{ postId: number; input: BlogPostInput }>;
    response: BlogPost;
  };
  'blog.post.delete': { request: ByCaller<{ postId: number }>; response: { ok: true } };
  'blog.post.publish': { request: ByCaller<{ postId: number }>; response: BlogPost };
  'blog.post.unpublish': { request: ByCaller<{ postId: number }>; response: BlogPost };
}
