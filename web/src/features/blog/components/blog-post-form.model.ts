import type { BlogPost, BlogPostStatus, Trip } from '@roadbook/contracts';
import {
  BLOG_EXCERPT_MAX_LENGTH,
  BlogMessages,
  MEDIA_PATH_PATTERN,
} from '@roadbook/contracts/browser';
import type { BlogPostBody } from '../api/blog.api';
import { TRIP_SEARCH_MIN_LENGTH } from './blog-editor.constants';

/** The editor's fields as the admin edits them: strings where the input is a text box. */
export interface BlogPostFormValues {
  title: string;
  content: string;
  excerpt: string;
  featuredImage: string;
  status: BlogPostStatus;
  tags: string[];
  tripIds: number[];
  metaTitle: string;
  metaDescription: string;
}

export type BlogPostFormField = keyof BlogPostFormValues;
export type BlogPostFormErrors = Partial<Record<BlogPostFormField, string>>;

/** A new post starts as a draft. */
export const EMPTY_POST_FORM: BlogPostFormValues = {
  title: '',
  content: '',
  excerpt: '',
  featuredImage: '',
  status: 'draft',
  tags: [],
  tripIds: [],
  metaTitle: '',
  metaDescription: '',
};

export function formValuesOf(post: BlogPost): BlogPostFormValues {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt ?? '',
    featuredImage: post.featuredImage ?? '',
    status: post.status,
    tags: post.tags,
    tripIds: post.tripIds,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
  };
}

/** The request body; the server turns blank optional texts into "none". */
export function postBodyOf(values: BlogPostFormValues): BlogPostBody {
  return {
    title: values.title.trim(),
    content: values.content,
    excerpt: values.excerpt.trim(),
    featuredImage: values.featuredImage.trim(),
    status: values.status,
    tags: values.tags,
    tripIds: values.tripIds,
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
  };
}

/** The checks worth making before a round trip; the server checks everything again. */
export function validatePostForm(values: BlogPostFormValues): BlogPostFormErrors {
  const errors: BlogPostFormErrors = {};
  if (values.title.trim() === '') errors.title = BlogMessages.titleRequired;
  if (values.content.trim() === '') errors.content = BlogMessages.contentRequired;
  if (values.excerpt.length > BLOG_EXCERPT_MAX_LENGTH) errors.excerpt = BlogMessages.excerptTooLong;
  // Only our own images load under the site's CSP: another site's would show broken.
  const cover = values.featuredImage.trim();
  if (cover !== '' && !MEDIA_PATH_PATTERN.test(cover)) {
    errors.featuredImage = BlogMessages.featuredImageInvalid;
  }
  return errors;
}

/** Server field errors for the fields this form has; the others are not the admin's to fix. */
export function formFieldErrors(fieldErrors: Record<string, string>): BlogPostFormErrors {
  const errors: BlogPostFormErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (field in EMPTY_POST_FORM) errors[field as BlogPostFormField] = message;
  }
  return errors;
}

/** Adds a typed tag: blanks and repeats (ignoring case) leave the list as it was. */
export function withTag(tags: string[], typed: string): string[] {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (tag === '') return tags;
  const lower = tag.toLowerCase();
  if (tags.some((existing) => existing.toLowerCase() === lower)) return tags;
  return [...tags, tag];
}

/**
 * Trips to offer for a search: none until more than two characters are typed, then those whose
 * name, start or destination contains the text (any case), leaving out trips already linked.
 */
export function matchingTrips(trips: Trip[], query: string, linkedIds: number[]): Trip[] {
  const text = query.trim().toLowerCase();
  if (text.length < TRIP_SEARCH_MIN_LENGTH) return [];
  return trips.filter(
    (trip) =>
      !linkedIds.includes(trip.id) &&
      [trip.name, trip.startLocation, trip.destination].some((field) =>
        field.toLowerCase().includes(text),
      ),
  );
}
