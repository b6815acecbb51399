import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SystemEvents } from '@roadbook/contracts';
import { APP_ENV, EventBus } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { SiteCookies } from '../http/cookies';
import type { GatewayEnv } from '../gateway.env';
import { FeaturedTripsCache } from '../trips/featured-trips.cache';
import type { PageBody } from './compressed-page';
import { publicPageAt, type PublicPage } from './public-pages';

/** Pages kept at most; the oldest goes first. */
export const PUBLIC_PAGE_CACHE_SIZE = 200;

/**
 * The pages kept: the home page, a featured trip's, the featured list, the blog and its posts,
 * each costly to render (several service calls and the app's server render), the same for every
 * visitor who is not signed in, and changed only by what the trips and blog services announce.
 */
const KEPT_PAGES: ReadonlySet<PublicPage['kind']> = new Set([
  'home',
  'trip',
  'featured-trips',
  'blog',
  'post',
]);

export function isKeptPage(page: PublicPage | null): boolean {
  return page !== null && KEPT_PAGES.has(page.kind);
}

interface KeptPage {
  body: PageBody;
  keptUntil: number;
}

/**
 * The public pages as signed-out visitors get them, rendered once and served from memory by each
 * gateway until one of their facts changes: the trips service announces every change to a
 * featured trip (`trips.featured.changed`), an itinerary settling counts when its trip is on the
 * featured list, and the blog service announces every change to a published post
 * (`blog.published.changed`). Events are heard by every gateway, so replicas agree within a
 * moment; PUBLIC_PAGE_CACHE_TTL_S bounds what a missed event can cost, and what a post's page
 * shows of a linked trip that is not featured (its owner's edits announce nothing).
 */
@Injectable()
export class PublicPageCache implements OnModuleDestroy {
  private readonly pages = new Map<string, KeptPage>();
  /** Counts the clears: a page rendered across one holds facts from before it. */
  private cleared = 0;
  private readonly unsubscribe: Array<() => void>;
  private readonly ttlMs: number;

  constructor(
    @Inject(APP_ENV) env: Pick<GatewayEnv, 'PUBLIC_PAGE_CACHE_TTL_S'>,
    events: EventBus,
    private readonly featured: FeaturedTripsCache,
    private readonly cookies: SiteCookies,
  ) {
    this.ttlMs = env.PUBLIC_PAGE_CACHE_TTL_S * 1000;
    this.unsubscribe = [
      events.subscribe(SystemEvents.featuredTripChanged, () => this.clear()),
      events.subscribe(SystemEvents.generationSettled, ({ tripId }) => {
        if (this.featured.isListed(tripId)) this.clear();
      }),
      events.subscribe(SystemEvents.publishedPostChanged, () => this.clear()),
    ];
  }

  /**
   * Where a kept page for this request would be, when one may answer it: a kept page's own
   * address (a query string would let anyone fill the cache with copies), asked with no session
   * cookie. A signed-in visitor's page shows them, and is never kept nor taken from here.
   */
  keyFor(request: FastifyRequest): string | null {
    const { url } = request;
    if (url.includes('?') || !isKeptPage(publicPageAt(url))) return null;
    return this.cookies.read(request, 'roadbook_session') === undefined ? url : null;
  }

  /** The page kept for `url`, while it is fresh. */
  get(url: string): PageBody | undefined {
    const kept = this.pages.get(url);
    if (!kept) return undefined;
    if (kept.keptUntil > Date.now()) return kept.body;
    this.pages.delete(url);
    return undefined;
  }

  /** Where a render starts from: pass it to `keep`, so a page rendered across a change is not kept. */
  get generation(): number {
    return this.cleared;
  }

  keep(url: string, body: PageBody, renderedSince = this.cleared): void {
    if (this.ttlMs === 0 || renderedSince !== this.cleared) return;
    this.pages.delete(url);
    this.pages.set(url, { body, keptUntil: Date.now() + this.ttlMs });
    if (this.pages.size > PUBLIC_PAGE_CACHE_SIZE) {
      this.pages.delete(this.pages.keys().next().value!);
    }
  }

  clear(): void {
    this.cleared += 1;
    this.pages.clear();
  }

  onModuleDestroy(): void {
    this.unsubscribe.forEach((stop) => stop());
  }
}
