import { BLOG_SLUG_MAX_LENGTH } from '@roadbook/contracts';
import { slugify } from '@roadbook/platform';

/** Room left for a "-12" suffix within the longest slug allowed. */
const SUFFIX_ROOM = 4;

/** The slug a title asks for: "Tail of the Dragon!" → "tail-of-the-dragon". */
export function slugBase(title: string): string {
  return slugify(title, BLOG_SLUG_MAX_LENGTH - SUFFIX_ROOM) || 'post';
}

/** Whether a slug is the base itself or the base with a collision suffix ("base-3"). */
export function isSlugOf(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/** The base if free, else the first of base-2, base-3… no other post uses. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export type SlugDecision =
  { kind: 'keep' } | { kind: 'explicit'; slug: string } | { kind: 'from-title'; base: string };

/**
 * Which address a post gets when written. An address once published stays (links and search
 * results point at it), so only an admin naming a new slug changes it; a draft follows its
 * title until then.
 */
export function decideSlug(
  current: { slug: string; publishedAt: Date | null } | null,
  input: { title: string; slug?: string | null },
): SlugDecision {
  if (input.slug) {
    return current?.slug === input.slug ? { kind: 'keep' } : { kind: 'explicit', slug: input.slug };
  }
  const base = slugBase(input.title);
  if (current && (current.publishedAt || isSlugOf(current.slug, base))) return { kind: 'keep' };
  return { kind: 'from-title', base };
}
