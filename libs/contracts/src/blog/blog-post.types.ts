import type { UserRole } from '../auth/auth.types';
import type { TripCard } from '../trips/trip-card.types';
import type { BlogPostStatus } from './blog.messages';

/** A blog post as stored: `content` is HTML already sanitised by the blog service. */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  featuredImage: string | null;
  status: BlogPostStatus;
  authorId: number;
  tripIds: number[];
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  /** Set the first time the post is published and kept after (ISO 8601). */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A post in a list (`GET /api/blog`, related articles): everything but the body. */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/**
 * `GET /api/blog/:slug`: the post with what its page shows around it. The trip lists come from
 * the trips service; while it is unavailable they are empty and the post still answers.
 */
export interface BlogPostPage extends BlogPost {
  /** The linked trips a visitor may see, in the order the post lists them. */
  linkedTrips: TripCard[];
  /** Up to three other posts, best match first. */
  relatedPosts: BlogPostSummary[];
  /** Up to three featured trips, best match first. */
  relatedRoutes: TripCard[];
}

/** Who is asking the blog service: only the role decides what drafts and changes are allowed. */
export interface BlogCaller {
  userId?: number;
  role?: UserRole;
}
