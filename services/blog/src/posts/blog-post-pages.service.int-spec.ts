import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  BlogMessages,
  TripsPatterns,
  type BlogPostInput,
  type TripCard,
} from '@roadbook/contracts';
import { ServiceUnavailableError } from '@roadbook/platform';
import { withServiceDatabase } from '@roadbook/platform/database';
import {
  createTestDatabase,
  RecordingService,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { BLOG_ENTITIES, BLOG_MIGRATIONS } from '../blog-service.module';
import { BlogPostPagesService } from './blog-post-pages.service';
import { blogPostsService } from '../testing/blog-posts-service';
import type { BlogPostsService } from './blog-posts.service';
import { BlogPostEntity } from './entities/blog-post.entity';

const ADMIN = { userId: 1, role: 'admin' } as const;
const VISITOR = {};

const card = (id: number, name: string, extra: Partial<TripCard> = {}): TripCard => ({
  id,
  name,
  slug: null,
  description: null,
  startLocation: 'Asheville, NC',
  destination: 'Gatlinburg, TN',
  waypoints: [],
  travelMode: 'motorcycle',
  activities: ['riding-road'],
  isFeatured: false,
  ...extra,
});

const post = (title: string, extra: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title,
  content: `<p>${title}: notes from the road.</p>`,
  tags: [],
  tripIds: [],
  status: 'published',
  ...extra,
});

describe('BlogPostPagesService on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('blog-pages');
  });

  afterAll(async () => {
    await database.drop();
  });

  /**
   * The pages on the migrated blog schema, the trips service answering with `trips` (or failing
   * as `trips` throws); emptied after each test.
   */
  function withPages(
    trips: RecordingService,
    work: (pages: BlogPostPagesService, posts: BlogPostsService) => Promise<void>,
  ) {
    return withServiceDatabase(
      database.url,
      { schema: 'blog', entities: BLOG_ENTITIES, migrations: BLOG_MIGRATIONS },
      async (dataSource) => {
        const repository = dataSource.getRepository(BlogPostEntity);
        const { posts } = blogPostsService(repository);
        try {
          await work(new BlogPostPagesService(posts, trips.asClient()), posts);
        } finally {
          await repository.clear();
        }
      },
    );
  }

  /** A trips service that knows these trips, and features none. */
  const tripsKnowing = (...cards: TripCard[]) =>
    new RecordingService((pattern, request) =>
      pattern === TripsPatterns.listCards
        ? cards.filter((c) => (request.tripIds as number[]).includes(c.id))
        : [],
    );

  it("shows a post's linked trips in the post's order, leaving out a trip that is gone", () => {
    const trips = tripsKnowing(card(5, 'Blue Ridge'), card(3, 'Tail of the Dragon'));
    return withPages(trips, async (pages, posts) => {
      const { slug } = await posts.create(
        post('Two Smoky Mountain days', { tripIds: [3, 99, 5] }),
        ADMIN,
        randomUUID(),
      );

      const page = await pages.bySlug(slug, VISITOR);

      expect(page.title).toBe('Two Smoky Mountain days');
      expect(page.linkedTrips.map((trip) => trip.name)).toEqual([
        'Tail of the Dragon',
        'Blue Ridge',
      ]);
      expect(trips.sent(TripsPatterns.listCards)).toEqual([{ tripIds: [3, 99, 5] }]);
    });
  });

  it('shows a draft to admins only: to anyone else it is not found', () =>
    withPages(tripsKnowing(), async (pages, posts) => {
      const { slug } = await posts.create(
        post('Not ready yet', { status: 'draft' }),
        ADMIN,
        randomUUID(),
      );

      await expect(pages.bySlug(slug, VISITOR)).rejects.toMatchObject({
        error: { code: 'not-found', message: BlogMessages.notFound },
      });
      await expect(pages.bySlug(slug, ADMIN)).resolves.toMatchObject({ title: 'Not ready yet' });
    }));

  it('relates the posts that share its places and tags, and never a draft for a visitor', () => {
    const smokies = { startLocation: 'Asheville, NC', destination: 'Gatlinburg, TN' };
    const trips = tripsKnowing(
      card(1, 'Dragon', smokies),
      card(2, 'Cherohala', smokies),
      card(3, 'Alps', { startLocation: 'Bormio', destination: 'Andermatt' }),
    );
    return withPages(trips, async (pages, posts) => {
      const { slug } = await posts.create(
        post('Deals Gap', { tripIds: [1], tags: ['Smokies'] }),
        ADMIN,
        randomUUID(),
      );
      await posts.create(
        post('Cherohala Skyway', { tripIds: [2], tags: ['Smokies'] }),
        ADMIN,
        randomUUID(),
      );
      await posts.create(post('Stelvio', { tripIds: [3], tags: ['Alps'] }), ADMIN, randomUUID());
      await posts.create(
        post('Smokies draft', { tripIds: [2], tags: ['Smokies'], status: 'draft' }),
        ADMIN,
        randomUUID(),
      );

      const { relatedPosts } = await pages.bySlug(slug, VISITOR);

      expect(relatedPosts[0].title).toBe('Cherohala Skyway');
      expect(relatedPosts.map((related) => related.title)).not.toContain('Smokies draft');
      expect(relatedPosts.map((related) => related.title)).not.toContain('Deals Gap');
    });
  });

  it('answers without trips when the trips service is down, and says so in the log', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const down = new RecordingService(() => {
      throw new ServiceUnavailableError('trips', new Error('connect ECONNREFUSED'));
    });
    return withPages(down, async (pages, posts) => {
      const { slug } = await posts.create(
        post('Ride report', { tripIds: [3] }),
        ADMIN,
        randomUUID(),
      );

      const page = await pages.bySlug(slug, VISITOR);

      expect(page.title).toBe('Ride report');
      expect(page.linkedTrips).toEqual([]);
      expect(page.relatedRoutes).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^post shown without trips: trips/));
    }).finally(() => warn.mockRestore());
  });

  it("ranks published posts by a trip's activities and places for the trip's page", () => {
    const trips = tripsKnowing(
      card(1, 'Dragon', { activities: ['riding-road'] }),
      card(2, 'Museums', {
        startLocation: 'Denver, CO',
        destination: 'Boulder, CO',
        activities: ['museum'],
      }),
    );
    return withPages(trips, async (pages, posts) => {
      await posts.create(post('Museums of the Front Range', { tripIds: [2] }), ADMIN, randomUUID());
      await posts.create(post('Curves near Asheville', { tripIds: [1] }), ADMIN, randomUUID());
      await posts.create(
        post('Asheville draft', { tripIds: [1], status: 'draft' }),
        ADMIN,
        randomUUID(),
      );

      const related = await pages.relatedToTrip(
        { activities: ['riding-road'], places: ['Asheville, NC'] },
        5,
      );

      expect(related[0].title).toBe('Curves near Asheville');
      expect(related.map((summary) => summary.title)).not.toContain('Asheville draft');
    });
  });
});
