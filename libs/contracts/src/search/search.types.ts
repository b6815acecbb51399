import type { BlogPostSummary } from '../blog/blog-post.types';
import type { TripCard } from '../trips/trip-card.types';

/** Shorter queries match too much to be useful, and would be asked at every key press. */
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Pages past this are refused: nobody reads that far, and deep offsets cost the database. */
export const SEARCH_PAGE_MAX = 100;

export const SearchMessages = {
  queryTooShort: `Type at least ${SEARCH_QUERY_MIN_LENGTH} characters to search`,
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  pageInvalid: `page must be a whole number from 1 to ${SEARCH_PAGE_MAX}`,
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}`,
} as const;

/** What one service is asked: the query as typed, and which page of its best matches. */
export interface SearchRequest {
  query: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One page of one kind of result, best match first, and how many match in all. */
export interface SearchHits<T> {
  items: T[];
  total: number;
}

/**
 * `GET /api/search?q=&page=&pageSize=`: featured trips and published posts matching the words,
 * each paged on its own with the same page and page size.
 */
export interface SearchResults {
  query: string;
  trips: SearchHits<TripCard>;
  posts: SearchHits<BlogPostSummary>;
  page: number;
  pageSize: number;
}
