/**
 * The blog's limits and messages, one place for the server's validation and the web's forms and
 * notices (the client-side toasts are the product's own wording).
 */
export const BLOG_TITLE_MAX_LENGTH = 200;
/** Generous for a long illustrated article, small enough that sanitising it stays cheap. */
export const BLOG_CONTENT_MAX_BYTES = 200 * 1024;
export const BLOG_EXCERPT_MAX_LENGTH = 160;
/** Search engines show about this many characters of a title; longer is allowed, not advised. */
export const BLOG_META_TITLE_HINT_LENGTH = 60;
export const BLOG_META_TITLE_MAX_LENGTH = 200;
export const BLOG_META_DESCRIPTION_MAX_LENGTH = 2000;
export const BLOG_SLUG_MAX_LENGTH = 80;
export const BLOG_MAX_TAGS = 20;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_MAX_TRIPS = 20;
export const RELATED_ARTICLES_LIMIT = 3;
export const RELATED_ROUTES_LIMIT = 3;
/**
 * Articles related to a trip (a featured trip's page shows 3, the featured list's Travel
 * Inspiration 4): how many one request may ask for, and how much it may say about the trip.
 */
export const TRIP_ARTICLES_LIMIT = {
  min: 1,
  max: 12,
  default: 3,
  travelInspiration: 4,
  activities: 20,
  places: 60,
  valueLength: 200,
} as const;
/** Every post is signed with this label, whoever wrote it. */
export const BLOG_AUTHOR_LABEL = 'Admin';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BlogMessages = {
  notFound: 'Blog post not found',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${BLOG_TITLE_MAX_LENGTH} characters or less`,
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be 200 kB or less',
  excerptTooLong: 'SEO description must be 160 characters or less',
  slugTaken: 'Another post already uses this slug',
  slugInvalid: 'Slug may only contain lower-case letters, digits and hyphens',
  featuredImageInvalid:
    'Featured image must be an image uploaded here (/api/media/…): images from other sites are not shown',
  /** The editor's word when a pasted, dropped or loaded text holds pictures of other sites. */
  foreignImagesRemoved: (count: number) =>
    `${count === 1 ? 'An image' : `${count} images`} from another site removed: upload the picture instead, other sites' images are not shown on Roadbook`,
  imageAltRequired: 'Describe the image for readers who cannot see it',
  statusInvalid: 'Status must be draft or published',
  tagsInvalid: `Up to ${BLOG_MAX_TAGS} tags, each at most ${BLOG_TAG_MAX_LENGTH} characters`,
  tripIdsInvalid: `Up to ${BLOG_MAX_TRIPS} linked trips, given by their ids`,
  metaTitleTooLong: `SEO title must be ${BLOG_META_TITLE_MAX_LENGTH} characters or less`,
  metaDescriptionTooLong: `Meta description must be ${BLOG_META_DESCRIPTION_MAX_LENGTH} characters or less`,
  emptyAfterSanitising: 'Content has no text or images left once unsafe HTML is removed',
  adminOnly: 'Only admins can manage blog posts',
  noPosts: 'No blog posts yet',
  deleteConfirm: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleted: 'Blog post deleted successfully!',
  deleteFailed: 'Failed to delete blog post',
  published: 'Blog post published successfully!',
  unpublished: 'Blog post unpublished successfully!',
  statusFailed: 'Failed to update blog post status',
  created: 'Blog post created successfully!',
  createFailed: 'Failed to create blog post',
  updated: 'Blog post updated successfully!',
  updateFailed: 'Failed to update blog post',
  fetchPostFailed: 'Failed to fetch post',
  fetchPostsFailed: 'Failed to fetch blog posts',
} as const;
