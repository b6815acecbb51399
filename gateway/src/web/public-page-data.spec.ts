import { Logger } from '@nestjs/common';
import {
  BlogPatterns,
  RELATED_TRIPS_LIMIT,
  TripsPatterns,
  featuredTripsArticlesArgs,
  tripPageArticlesArgs,
  type BlogPostSummary,
  type PublicTrip,
  type PageData,
  type TripCard,
} from '@roadbook/contracts';
import { ServiceCallError, ServiceUnavailableError, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import type { SessionResolver } from '../auth/session-resolver';
import type { BlogCallers } from '../blog/blog-callers';
import type { FeaturedTripsCache } from '../trips/featured-trips.cache';
import type { TripCallers } from '../trips/trip-caller';
import { PublicPageData, SUBJECT_MISSING } from './public-page-data';

const SLUG = 'canyon-country-run';
const trip = {
  id: 7,
  slug: SLUG,
  name: 'Canyon Country Run',
  startLocation: 'Denver, CO',
  waypoints: ['Grand Junction, CO'],
  destination: 'Moab, UT',
  activities: ['nature', 'landmark'],
  version: 1,
  generationStatus: 'generating',
} as PublicTrip;
const similar = [{ id: 8, name: 'San Juan Skyway' }] as TripCard[];
const articles = [{ id: 11, title: 'Moonlight over Arches' }] as BlogPostSummary[];

/** A service client answering each pattern it is asked, and recording what it was asked. */
function serviceClient(answers: Record<string, () => unknown>) {
  const calls: { pattern: string; request: unknown }[] = [];
  const client = {
    calls,
    send: (pattern: string, request: unknown) => {
      calls.push({ pattern, request });
      // An answer that throws is a failed call.
      return Promise.resolve().then(answers[pattern]);
    },
  };
  return client;
}

function pageData(
  blogAnswers: Record<string, () => unknown>,
  tripAnswers: Record<string, () => unknown> = {},
) {
  const blog = serviceClient(blogAnswers);
  const trips = serviceClient({
    [TripsPatterns.getBySlug]: () => trip,
    [TripsPatterns.listRelated]: () => similar,
    ...tripAnswers,
  });
  const visitor = { of: () => Promise.resolve({}) };
  const data = new PublicPageData(
    blog as unknown as ServiceClient,
    trips as unknown as ServiceClient,
    { list: () => Promise.resolve([trip]) } as unknown as FeaturedTripsCache,
    { resolve: () => Promise.resolve(null) } as unknown as SessionResolver,
    visitor as unknown as TripCallers,
    visitor as unknown as BlogCallers,
  );
  return { data, blog };
}

const request = {} as FastifyRequest;
const blogDown = () => {
  throw new ServiceUnavailableError('blog', new Error('connect ECONNREFUSED'));
};

describe('PublicPageData', () => {
  afterEach(() => jest.restoreAllMocks());

  it("carries a trip page's related articles, read as the page asks for them", async () => {
    const { data, blog } = pageData({ [BlogPatterns.listRelatedToTrip]: () => articles });
    const page = await data.of({ kind: 'trip', slug: SLUG }, request);
    expect(blog.calls).toEqual([
      { pattern: BlogPatterns.listRelatedToTrip, request: tripPageArticlesArgs(trip) },
    ]);
    expect((page as PageData).queries).toContainEqual({
      endpoint: 'getTripArticles',
      arg: tripPageArticlesArgs(trip),
      data: articles,
    });
  });

  it("carries the featured list's Travel Inspiration, read as the page asks for it", async () => {
    const { data, blog } = pageData({ [BlogPatterns.listRelatedToTrip]: () => articles });
    const page = await data.of({ kind: 'featured-trips' }, request);
    expect(blog.calls).toEqual([
      { pattern: BlogPatterns.listRelatedToTrip, request: featuredTripsArticlesArgs([trip]) },
    ]);
    expect((page as PageData).queries).toEqual([
      { endpoint: 'getFeaturedTrips', arg: undefined, data: [trip] },
      { endpoint: 'getTripArticles', arg: featuredTripsArticlesArgs([trip]), data: articles },
    ]);
  });

  it('renders the pages without their articles while the blog service is down', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { data } = pageData({ [BlogPatterns.listRelatedToTrip]: blogDown });

    const tripPage = await data.of({ kind: 'trip', slug: SLUG }, request);
    expect(tripPage).toEqual({
      user: null,
      queries: [
        { endpoint: 'getTripBySlug', arg: SLUG, data: trip },
        {
          endpoint: 'getRelatedTrips',
          arg: { id: trip.id, limit: RELATED_TRIPS_LIMIT.default },
          data: similar,
        },
      ],
    });

    const featuredPage = await data.of({ kind: 'featured-trips' }, request);
    expect(featuredPage).toEqual({
      user: null,
      queries: [{ endpoint: 'getFeaturedTrips', arg: undefined, data: [trip] }],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blog service unavailable'));
  });

  it('says a trip that is missing or not for this caller is missing, so the page answers 404', async () => {
    const notFound = () => {
      throw new ServiceCallError({ code: 'not-found', message: 'Trip not found' });
    };
    const { data } = pageData(
      {},
      { [TripsPatterns.getBySlug]: notFound, [TripsPatterns.get]: notFound },
    );
    expect(await data.of({ kind: 'trip', slug: SLUG }, request)).toBe(SUBJECT_MISSING);
    expect(await data.of({ kind: 'itinerary', id: 7 }, request)).toBe(SUBJECT_MISSING);
  });

  it("renders a signed-out visitor's My Trips with nothing to read", async () => {
    const { data } = pageData({});
    expect(await data.of({ kind: 'my-trips' }, request)).toEqual({ user: null, queries: [] });
  });
});
