import {
  BlogPatterns,
  TripsPatterns,
  type BlogPost,
  type SessionPrincipal,
  type Trip,
  type TripCaller,
} from '@roadbook/contracts';
import { EventBus, type QueueEnv, type ServiceClient } from '@roadbook/platform';
import { AdminBlogController } from '../blog/admin-blog.controller';
import { SiteCookies } from '../http/cookies';
import { AdminTripsController } from '../trips/admin-trips.controller';
import { FeaturedTripsCache } from '../trips/featured-trips.cache';
import { TripsController } from '../trips/trips.controller';
import { PageBody } from './compressed-page';
import { PublicPageCache } from './public-page-cache';

const admin = { user: { id: 1, role: 'admin' } } as SessionPrincipal;
const featuredTrip = { id: 7, slug: 'canyon-loop', isFeatured: true } as Trip;
/** A rider's own trip, on no page visitors are served. */
const privateTripId = 8;
const publishedPost = {
  id: 4,
  slug: 'stelvio-at-dawn',
  status: 'published',
  publishedAt: '2026-11-30T08:00:00.000Z',
} as BlogPost;
const neverPublished = { id: 5, slug: 'unseen', status: 'draft', publishedAt: null } as BlogPost;

/**
 * One gateway whose services answer but announce nothing: what the gateway sees when the
 * services' announcements have not arrived yet (on Redis they travel apart from the replies).
 * Its public page cache holds the pages a visitor was just served.
 */
function gateway() {
  const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  const answers: Record<string, unknown> = {
    [TripsPatterns.listFeatured]: [featuredTrip],
    [TripsPatterns.feature]: { ...featuredTrip, isFeatured: false },
    [TripsPatterns.adminUpdate]: { trip: featuredTrip, replayed: false },
    [BlogPatterns.create]: publishedPost,
    [BlogPatterns.update]: publishedPost,
    [BlogPatterns.publish]: publishedPost,
    [BlogPatterns.unpublish]: { ...publishedPost, status: 'draft' },
    [TripsPatterns.delete]: { ok: true, wasFeatured: true },
    [BlogPatterns.delete]: { ok: true, wasPublished: true },
  };
  /** What the services answer about the trip and the post that visitors never saw. */
  const unseen: Record<string, unknown> = {
    [TripsPatterns.delete]: { ok: true, wasFeatured: false },
    [BlogPatterns.delete]: { ok: true, wasPublished: false },
  };
  const client = {
    send: (
      pattern: string,
      args: { tripId?: number; postId?: number; input?: { status?: string } },
    ) =>
      Promise.resolve(
        args.tripId === privateTripId ||
          args.postId === neverPublished.id ||
          args.input?.status === 'draft'
          ? (unseen[pattern] ?? neverPublished)
          : answers[pattern],
      ),
  } as unknown as ServiceClient;
  const featured = new FeaturedTripsCache(client, events);
  const pages = new PublicPageCache(
    { PUBLIC_PAGE_CACHE_TTL_S: 30 },
    events,
    featured,
    new SiteCookies({ PUBLIC_URL: 'http://127.0.0.1:8080' }),
  );
  const served = () => {
    pages.keep('/trips/canyon-loop', new PageBody('<p>Canyon Loop</p>', 200, true));
    pages.keep('/blog/stelvio-at-dawn', new PageBody('<p>Stelvio</p>', 200, true));
  };
  const kept = () =>
    ['/trips/canyon-loop', '/blog/stelvio-at-dawn'].filter((url) => pages.get(url));
  return {
    trips: new AdminTripsController(client, client, featured),
    // A rider's delete reaches only the trips service and the featured list.
    riderTrips: new TripsController(
      client,
      {} as never,
      {} as never,
      featured,
      {} as never,
      {} as never,
      {} as never,
      {} as never,
    ),
    blog: new AdminBlogController(client, events),
    served,
    kept,
    stop: () => [pages, featured].forEach((each) => each.onModuleDestroy()),
  };
}

describe('the public pages after a write through this gateway', () => {
  it('are dropped before the write is answered, when a featured trip is unfeatured or edited', async () => {
    const { trips, served, kept, stop } = gateway();
    served();
    await trips.feature(7, { isFeatured: false }, admin);
    expect(kept()).toEqual([]);

    served();
    await trips.update(7, { name: 'Canyon Loop' } as never, 'key-1', admin, {
      header: () => undefined,
    } as never);
    expect(kept()).toEqual([]);
    stop();
  });

  it('are dropped before the write is answered, for every write to a post', async () => {
    const { blog, served, kept, stop } = gateway();
    const input = { title: 'Stelvio at dawn' } as never;
    const writes = [
      () => blog.create(input, admin),
      () => blog.update(4, input, admin),
      () => blog.publish(4, admin),
      () => blog.unpublish(4, admin),
      () => blog.delete(4, admin),
    ];
    for (const write of writes) {
      served();
      await write();
      expect(kept()).toEqual([]);
    }
    stop();
  });

  it('stay while an admin writes or deletes a draft that was never published', async () => {
    const { blog, served, kept, stop } = gateway();
    const draft = { title: 'Unseen', status: 'draft' } as never;
    served();
    await blog.create(draft, admin);
    await blog.update(neverPublished.id, draft, admin);
    expect(await blog.delete(neverPublished.id, admin)).toEqual({ ok: true });
    expect(kept()).toEqual(['/trips/canyon-loop', '/blog/stelvio-at-dawn']);
    stop();
  });

  it('are dropped before a featured trip’s deletion is answered, and stay for a private one', async () => {
    const { riderTrips, served, kept, stop } = gateway();
    served();
    const rider: TripCaller = { userId: 2, role: 'user' };
    expect(await riderTrips.delete(privateTripId, rider)).toEqual({ ok: true });
    expect(kept()).toEqual(['/trips/canyon-loop', '/blog/stelvio-at-dawn']);

    const featuredOwner: TripCaller = { userId: 1, role: 'admin' };
    expect(await riderTrips.delete(featuredTrip.id, featuredOwner)).toEqual({ ok: true });
    expect(kept()).toEqual([]);
    stop();
  });
});
