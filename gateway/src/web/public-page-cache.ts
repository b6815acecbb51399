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
 * The pages kept: a featured trip's and the featured list, the costliest to render (five service
 * calls and the app's server render) and the same for every visitor who is not signed in.
 */
export function isKeptPage(page: PublicPage | null): boolean {
  return page?.kind === 'trip' || page?.kind === 'featured-trips';
}

interface KeptPage {
  body: PageBody;
  keptUntil: number;
}

/**
 * Featured trips' public pages as signed-out visitors get them, rendered once and served from
 * memory by each gateway until one of their facts changes: the trips service announces every
 * change to a featured trip (`trips.featured.changed`), and an itinerary settling counts when its
 * trip is on the featured list. Events are heard by every gateway, so replicas agree within a
 * moment; PUBLIC_PAGE_CACHE_TTL_S bounds what a missed event can cost. A blog post linked from a
 * trip page shows there within it.
 */
@Injectable()
export class PublicPageCache implements OnModuleDestroy {
  private readonly pages = new Map<string, KeptPage>();
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

  keep(url: string, body: PageBody): void {
    if (this.ttlMs === 0) return;
    this.pages.delete(url);
    this.pages.set(url, { body, keptUntil: Date.now() + this.ttlMs });
    if (this.pages.size > PUBLIC_PAGE_CACHE_SIZE) {
      this.pages.delete(this.pages.keys().next().value!);
    }
  }

  clear(): void {
    this.pages.clear();
  }

  onModuleDestroy(): void {
    this.unsubscribe.forEach((stop) => stop());
  }
}
