import type { Logger } from '@nestjs/common';
import { ServiceCallError, ServiceUnavailableError } from '@roadbook/platform';

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

/**
 * The web app's public pages, as the gateway recognises them from a path: what visitors and
 * crawlers arrive on (docs/adr/0007-server-rendered-public-pages.md). Anything else is the app's
 * business alone.
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'plan' }
  | { kind: 'featured-trips' }
  | { kind: 'trip'; slug: string }
  | { kind: 'blog' }
  | { kind: 'post'; slug: string }
  | { kind: 'shared-trip'; shareableId: string };

const PAGES: readonly [
  RegExp,
  (match: RegExpExecArray, query: URLSearchParams) => PublicPage | null,
][] = [
  [/^\/$/, () => ({ kind: 'home' })],
  // Modify and Plan Similar fill the planner from this browser's storage
  // (`web/src/features/trips/routes/plan.route.tsx`): only the empty planner is the same for all.
  [
    /^\/plan\/?$/,
    (_match, query) => (query.has('modify') || query.has('similar') ? null : { kind: 'plan' }),
  ],
  [/^\/featured-trips\/?$/, () => ({ kind: 'featured-trips' })],
  [new RegExp(`^/trips/${SLUG}/?$`), (match) => ({ kind: 'trip', slug: match[1] })],
  [/^\/blog\/?$/, () => ({ kind: 'blog' })],
  [new RegExp(`^/blog/${SLUG}/?$`), (match) => ({ kind: 'post', slug: match[1] })],
  [
    /^\/shared\/([A-Za-z0-9_-]{1,64})\/?$/,
    (match) => ({ kind: 'shared-trip', shareableId: match[1] }),
  ],
];

/** The public page at `url` (a path, with or without its query string), or null. */
export function publicPageAt(url: string): PublicPage | null {
  const [path, search = ''] = url.split('?', 2);
  for (const [pattern, page] of PAGES) {
    const match = pattern.exec(path);
    if (match) return page(match, new URLSearchParams(search));
  }
  return null;
}

/**
 * A read for a page, null when its subject is missing or not for this caller (the service said
 * so) or the service is down (logged): the page is then sent as the app's own, which shows the
 * state itself. A read for one part of a page (the related articles) is null on the same
 * failures, and the page goes without that part. Anything else is a fault and is thrown.
 */
export async function readForPage<T>(logger: Logger, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceCallError) return null;
    if (error instanceof ServiceUnavailableError) {
      logger.warn(error.message);
      return null;
    }
    throw error;
  }
}
