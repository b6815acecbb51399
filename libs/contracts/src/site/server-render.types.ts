import type { PublicUser } from '../auth/auth.types';
import type { BlogPostPage, BlogPostSummary } from '../blog/blog-post.types';
import type { TripArticlesArgs } from '../blog/trip-articles';
import type { TripCard } from '../trips/trip-card.types';
import type { PublicTrip, SharedTrip, Trip, TripItinerary } from '../trips/trip.types';

/**
 * One read a public page shows, named as the web app's RTK Query endpoint caches it, with the
 * argument the page passes and the answer `/api` would give
 * (docs/adr/0007-server-rendered-public-pages.md).
 */
export type PageQuery =
  | { endpoint: 'getFeaturedTrips'; arg: undefined; data: PublicTrip[] }
  | { endpoint: 'getBlogPosts'; arg: undefined; data: BlogPostSummary[] }
  | { endpoint: 'getBlogPostBySlug'; arg: string; data: BlogPostPage }
  | { endpoint: 'getTripBySlug'; arg: string; data: PublicTrip }
  | { endpoint: 'getItinerary'; arg: { id: number; version: number }; data: TripItinerary }
  | { endpoint: 'getRelatedTrips'; arg: { id: number; limit: number }; data: TripCard[] }
  | { endpoint: 'getTripArticles'; arg: TripArticlesArgs; data: BlogPostSummary[] }
  | { endpoint: 'getSharedTrip'; arg: string; data: SharedTrip }
  | { endpoint: 'getSharedRelatedTrips'; arg: string; data: TripCard[] }
  | { endpoint: 'getUserTrips'; arg: undefined; data: Trip[] }
  | { endpoint: 'getTrip'; arg: number; data: Trip | PublicTrip }
  | { endpoint: 'getTripForEditing'; arg: number; data: Trip };

/** What the gateway read for a public page: who is signed in, and the page's data. */
export interface PageData {
  user: PublicUser | null;
  queries: PageQuery[];
}

/** The store's state a server-rendered page carries to the client: data only, no functions. */
export interface PageState {
  api: unknown;
}

/** A page rendered by the web app's server build (`web/src/entry-server.tsx`). */
export interface RenderedPage {
  /** 404 when the address is none of the app's pages (its not-found page), else 200. */
  status: 200 | 404;
  /** The markup of `#root`. */
  html: string;
  /** Emotion's `<style data-emotion>` tags for the markup, for the head. */
  css: string;
  state: PageState;
}

export type RenderPage = (url: string, data: PageData) => Promise<RenderedPage>;

/** The id of the `<script type="application/json">` holding the page's `PageState`. */
export const PAGE_STATE_ELEMENT_ID = 'roadbook-state';
