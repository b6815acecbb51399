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

/**
 * A signed-in rider's pages the gateway renders with their data (docs/adr/0009-start-the-app-on-
 * load.md), and every other page of the app, rendered with the current user only.
 */
export type RiderPage =
  | { kind: 'my-trips' }
  | { kind: 'itinerary'; id: number }
  | { kind: 'trip-editor'; id: number }
  | { kind: 'app' };

export type ServerRenderedPage = PublicPage | RiderPage;

const ID = '([1-9][0-9]{0,9})';

const RIDER_PAGES: readonly [RegExp, (match: RegExpExecArray) => RiderPage][] = [
  [/^\/my-trips\/?$/, () => ({ kind: 'my-trips' })],
  [new RegExp(`^/itinerary/${ID}/?$`), (match) => ({ kind: 'itinerary', id: Number(match[1]) })],
  [
    new RegExp(`^/admin/trips/${ID}/edit/?$`),
    (match) => ({ kind: 'trip-editor', id: Number(match[1]) }),
  ],
];

/**
 * Whether `path` names a page of the app rather than a file: no extension, or one of the static
 * pages' `.html` addresses. A request for a missing script or picture is not answered with a page.
 */
export function isPagePath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return !name.includes('.') || name.endsWith('.html');
}

/**
 * The page to render on the server at `url`: a public page, a rider's page, or any other page of
 * the app; null for the planner opened to Modify or Plan Similar, which fills its form from this
 * browser's storage: the client renders those. (The blog editor is rendered without its
 * rich-text editor, which builds its document in a browser only: `rich-text-editor-slot.tsx`.)
 */
export function serverRenderedPageAt(url: string): ServerRenderedPage | null {
  const [path, search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  if (/^\/plan\/?$/.test(path) && (query.has('modify') || query.has('similar'))) return null;
  const page = publicPageAt(url);
  if (page) return page;
  for (const [pattern, riderPage] of RIDER_PAGES) {
    const match = pattern.exec(path);
    if (match) return riderPage(match);
  }
  return { kind: 'app' };
}

/** The public page at `url` (a path, with or without its query string), or null. */
export function publicPageAt(url: string): PublicPage | null {
  const [path, search = ''] = url.split('?', 2);
  for (const [pattern, page] of PAGES) {
    const match = pattern.exec(path);
    if (match) return page(match, new URLSearchParams(search));
  }
  return null;
}

/** A page's subject is missing or not for this caller: the page answers 404. */
export class PageSubjectMissing extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageSubjectMissing';
  }
}

/**
 * Reads a page's subject: a not-found (or forbidden) answer from its service is `PageSubjectMissing`, so the page can
 * answer 404; anything else as the read throws it.
 */
export async function readSubject<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceCallError && ['forbidden', 'not-found'].includes(error.body.code)) {
      throw new PageSubjectMissing(error.message);
    }
    throw error;
  }
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
