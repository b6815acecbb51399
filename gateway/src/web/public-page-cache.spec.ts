import { SystemEvents, type Trip } from '@roadbook/contracts';
import { EventBus, type QueueEnv, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { SiteCookies } from '../http/cookies';
import { FeaturedTripsCache } from '../trips/featured-trips.cache';
import { PageBody } from './compressed-page';
import { isKeptPage, PUBLIC_PAGE_CACHE_SIZE, PublicPageCache } from './public-page-cache';

/** The events of one process, as local mode has them; a featured list of trip 7. */
function cacheWith(ttlSeconds = 30) {
  const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  const trips = { send: () => Promise.resolve([{ id: 7 } as Trip]) };
  const featured = new FeaturedTripsCache(trips as unknown as ServiceClient, events);
  const cookies = new SiteCookies({ PUBLIC_URL: 'http://127.0.0.1:8080' });
  const cache = new PublicPageCache(
    { PUBLIC_PAGE_CACHE_TTL_S: ttlSeconds },
    events,
    featured,
    cookies,
  );
  return { events, featured, cache };
}

const page = (html: string) => new PageBody(html, 200, true);

describe('PublicPageCache', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the home page, featured trips, their list, the blog and its posts, and no other page', () => {
    for (const kept of [
      { kind: 'home' },
      { kind: 'trip', slug: 'canyon-loop' },
      { kind: 'featured-trips' },
      { kind: 'blog' },
      { kind: 'post', slug: 'a' },
    ] as const) {
      expect(isKeptPage(kept)).toBe(true);
    }
    // A shared link is one rider's trip, and the planner depends on this browser's storage.
    expect(isKeptPage({ kind: 'shared-trip', shareableId: 'abc' })).toBe(false);
    expect(isKeptPage({ kind: 'plan' })).toBe(false);
    expect(isKeptPage(null)).toBe(false);
  });

  it("answers from memory only a kept page's own address, and only to a visitor signed out", () => {
    const { cache } = cacheWith();
    const request = (url: string, cookies: Record<string, string> = {}) =>
      ({ url, cookies }) as unknown as FastifyRequest;
    expect(cache.keyFor(request('/trips/canyon-loop'))).toBe('/trips/canyon-loop');
    expect(cache.keyFor(request('/featured-trips', { roadbook_visitor: 'v' }))).toBe(
      '/featured-trips',
    );
    expect(cache.keyFor(request('/trips/canyon-loop', { roadbook_session: 's' }))).toBeNull();
    expect(cache.keyFor(request('/trips/canyon-loop?utm_source=x'))).toBeNull();
    expect(cache.keyFor(request('/'))).toBe('/');
    expect(cache.keyFor(request('/shared/abc'))).toBeNull();
  });

  it('serves a kept page until its time is up', () => {
    jest.useFakeTimers({ now: 0 });
    const { cache } = cacheWith(30);
    const body = page('<p>Canyon Loop</p>');
    cache.keep('/trips/canyon-loop', body);
    jest.setSystemTime(29_999);
    expect(cache.get('/trips/canyon-loop')).toBe(body);
    jest.setSystemTime(30_000);
    expect(cache.get('/trips/canyon-loop')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and forgets the oldest page past its size', () => {
    const { cache: none } = cacheWith(0);
    none.keep('/featured-trips', page('list'));
    expect(none.get('/featured-trips')).toBeUndefined();

    const { cache } = cacheWith();
    for (let i = 0; i <= PUBLIC_PAGE_CACHE_SIZE; i += 1) cache.keep(`/trips/t-${i}`, page(`${i}`));
    expect(cache.get('/trips/t-0')).toBeUndefined();
    expect(cache.get(`/trips/t-${PUBLIC_PAGE_CACHE_SIZE}`)?.html).toBe(`${PUBLIC_PAGE_CACHE_SIZE}`);
  });

  it('drops every page when a featured trip changes, or a listed one gets its itinerary', async () => {
    const { events, featured, cache } = cacheWith();
    cache.keep('/featured-trips', page('list'));
    await events.publish(SystemEvents.featuredTripChanged, { tripId: 3 });
    expect(cache.get('/featured-trips')).toBeUndefined();

    await featured.list();
    cache.keep('/trips/canyon-loop', page('trip'));
    // A rider's own trip settling changes nothing a visitor sees.
    await events.publish(SystemEvents.generationSettled, {
      tripId: 8,
      version: 2,
      status: 'ready',
    });
    expect(cache.get('/trips/canyon-loop')?.html).toBe('trip');
    await events.publish(SystemEvents.generationSettled, {
      tripId: 7,
      version: 2,
      status: 'ready',
    });
    expect(cache.get('/trips/canyon-loop')).toBeUndefined();
    cache.onModuleDestroy();
    featured.onModuleDestroy();
  });

  it('drops every page when a published post changes: the blog, the post, and the trips listing it', async () => {
    const { events, featured, cache } = cacheWith();
    cache.keep('/blog/stelvio-at-dawn', page('post'));
    cache.keep('/trips/canyon-loop', page('trip with its articles'));
    await events.publish(SystemEvents.publishedPostChanged, { postId: 4 });
    expect(cache.get('/blog/stelvio-at-dawn')).toBeUndefined();
    expect(cache.get('/trips/canyon-loop')).toBeUndefined();
    cache.onModuleDestroy();
    featured.onModuleDestroy();
  });
});
