import type { BlogPostSummary } from '@roadbook/contracts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The date a post shows: when it was published, or for a draft when it was written. */
export function postDate(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): {
  iso: string;
  label: string;
} {
  const iso = post.publishedAt ?? post.createdAt;
  return { iso, label: DATE_FORMAT.format(new Date(iso)) };
}
