import { Injectable, Logger } from '@nestjs/common';
import {
  BlogPatterns,
  RELATED_TRIPS_LIMIT,
  TripsPatterns,
  featuredTripsArticlesArgs,
  tripPageArticlesArgs,
  type PageData,
  type PageQuery,
  type PublicUser,
  type TripArticlesArgs,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';
import { BlogCallers } from '../blog/blog-callers';
import { FeaturedTripsCache } from '../trips/featured-trips.cache';
import { TripCallers } from '../trips/trip-caller';
import {
  PageSubjectMissing,
  readForPage,
  readSubject,
  type ServerRenderedPage,
} from './public-pages';

/** The page query of one endpoint. */
type PageQueryOf<Endpoint extends PageQuery['endpoint']> = Extract<
  PageQuery,
  { endpoint: Endpoint }
>;

/** The page's subject (a trip, a post, a shared link) is missing or not for this caller. */
export const SUBJECT_MISSING = 'missing';

/**
 * The data a page shows, read as `/api` would answer the request's caller (a visitor, or the
 * session cookie's user): the same service calls with the same callers and limits, named as the
 * web app's API endpoints cache them (docs/adr/0007-server-rendered-public-pages.md; a rider's
 * pages, docs/adr/0010-start-the-app-on-load.md). `SUBJECT_MISSING` when the page's subject is
 * missing or not for this caller (the page answers 404); null when a service is down: the app
 * then shows that state itself.
 */
@Injectable()
export class PublicPageData {
  private readonly logger = new Logger(PublicPageData.name);

  constructor(
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly featured: FeaturedTripsCache,
    private readonly sessions: SessionResolver,
    private readonly tripCallers: TripCallers,
    private readonly blogCallers: BlogCallers,
  ) {}

  async of(
    page: ServerRenderedPage,
    request: FastifyRequest,
  ): Promise<PageData | typeof SUBJECT_MISSING | null> {
    try {
      return await readForPage(this.logger, async () => {
        const user = await this.currentUser(request);
        return { user, queries: await this.queries(page, request, user) };
      });
    } catch (error) {
      if (error instanceof PageSubjectMissing) return SUBJECT_MISSING;
      throw error;
    }
  }

  /** As `GET /api/auth/user` answers it: asked afresh, a role change shows at once. */
  private async currentUser(request: FastifyRequest): Promise<PublicUser | null> {
    const principal = await this.sessions.resolve(request, { fresh: true });
    return principal?.user ?? null;
  }

  private async queries(
    page: ServerRenderedPage,
    request: FastifyRequest,
    user: PublicUser | null,
  ): Promise<PageQuery[]> {
    switch (page.kind) {
      case 'app':
        return [];
      case 'my-trips':
        return user ? [await this.userTrips(user)] : [];
      case 'itinerary':
        return this.itineraryPage(page.id, request);
      case 'trip-editor':
        return user?.role === 'admin' ? [await this.tripForEditing(page.id, user)] : [];
      case 'home':
        return Promise.all([this.featuredTrips(), this.blogPosts(request)]);
      case 'plan':
        return [];
      case 'featured-trips': {
        const featured = await this.featuredTrips();
        const articles = await this.tripArticles(featuredTripsArticlesArgs(featured.data));
        return [featured, ...articles];
      }
      case 'blog':
        return [await this.blogPosts(request)];
      case 'post': {
        const caller = await this.blogCallers.of(request);
        const data = await readSubject(() =>
          this.blog.send(BlogPatterns.getBySlug, { slug: page.slug, caller }),
        );
        return [{ endpoint: 'getBlogPostBySlug', arg: page.slug, data }];
      }
      case 'trip':
        return this.tripPage(page.slug, request);
      case 'shared-trip':
        return this.sharedTripPage(page.shareableId);
    }
  }

  private async featuredTrips(): Promise<PageQueryOf<'getFeaturedTrips'>> {
    return { endpoint: 'getFeaturedTrips', arg: undefined, data: await this.featured.list() };
  }

  private async blogPosts(request: FastifyRequest): Promise<PageQuery> {
    const caller = await this.blogCallers.of(request);
    const data = await this.blog.send(BlogPatterns.list, { caller });
    return { endpoint: 'getBlogPosts', arg: undefined, data };
  }

  /**
   * The articles related to a trip (or trips), as `GET /api/blog/related/for-trip` reads them:
   * published posts, the same for every caller. Left out when the blog service says no or is
   * down (`readForPage`): the page is still rendered, and the app asks for them itself.
   */
  private async tripArticles(args: TripArticlesArgs): Promise<PageQueryOf<'getTripArticles'>[]> {
    const data = await readForPage(this.logger, () =>
      this.blog.send(BlogPatterns.listRelatedToTrip, args),
    );
    return data ? [{ endpoint: 'getTripArticles', arg: args, data }] : [];
  }

  /** The trip, its related routes and articles and, once generated, its itinerary. */
  private async tripPage(slug: string, request: FastifyRequest): Promise<PageQuery[]> {
    const caller = await this.tripCallers.of(request);
    const trip = await readSubject(() =>
      this.trips.send(TripsPatterns.getBySlug, { slug, caller }),
    );
    const limit = RELATED_TRIPS_LIMIT.default;
    const [related, articles, itinerary] = await Promise.all([
      this.trips.send(TripsPatterns.listRelated, { tripId: trip.id, limit, caller }),
      this.tripArticles(tripPageArticlesArgs(trip)),
      trip.generationStatus === 'ready'
        ? this.trips.send(TripsPatterns.getItinerary, { tripId: trip.id, caller })
        : null,
    ]);
    return [
      { endpoint: 'getTripBySlug', arg: slug, data: trip },
      { endpoint: 'getRelatedTrips', arg: { id: trip.id, limit }, data: related },
      ...articles,
      ...(itinerary
        ? [
            {
              endpoint: 'getItinerary' as const,
              arg: { id: trip.id, version: trip.version },
              data: itinerary,
            },
          ]
        : []),
    ];
  }

  private async sharedTripPage(shareableId: string): Promise<PageQuery[]> {
    // Both read the link: a link that is gone is the page's subject missing, whichever says so.
    const [shared, related] = await Promise.all([
      readSubject(() => this.trips.send(TripsPatterns.getShared, { shareableId })),
      readSubject(() =>
        this.trips.send(TripsPatterns.listRelated, {
          shareableId,
          limit: RELATED_TRIPS_LIMIT.otherTrips,
        }),
      ),
    ]);
    return [
      { endpoint: 'getSharedTrip', arg: shareableId, data: shared },
      { endpoint: 'getSharedRelatedTrips', arg: shareableId, data: related },
    ];
  }

  private async userTrips(user: PublicUser): Promise<PageQueryOf<'getUserTrips'>> {
    const data = await this.trips.send(TripsPatterns.listByUser, { userId: user.id });
    return { endpoint: 'getUserTrips', arg: undefined, data };
  }

  /**
   * The owner's itinerary page: the trip and, once made, its itinerary and the other trips, as
   * `/api/trips/:id`, `…/itinerary` and `…/related` answer this caller.
   */
  private async itineraryPage(tripId: number, request: FastifyRequest): Promise<PageQuery[]> {
    const caller = await this.tripCallers.of(request);
    const trip = await readSubject(() => this.trips.send(TripsPatterns.get, { tripId, caller }));
    if (trip.generationStatus !== 'ready')
      return [{ endpoint: 'getTrip', arg: tripId, data: trip }];
    const limit = RELATED_TRIPS_LIMIT.otherTrips;
    const [itinerary, related] = await Promise.all([
      this.trips.send(TripsPatterns.getItinerary, { tripId, caller }),
      this.trips.send(TripsPatterns.listRelated, { tripId, limit, caller }),
    ]);
    return [
      { endpoint: 'getTrip', arg: tripId, data: trip },
      { endpoint: 'getItinerary', arg: { id: tripId, version: trip.version }, data: itinerary },
      { endpoint: 'getRelatedTrips', arg: { id: tripId, limit }, data: related },
    ];
  }

  /** The admin trip editor's trip, as `GET /api/admin/trips/:id` reads it. */
  private async tripForEditing(
    tripId: number,
    user: PublicUser,
  ): Promise<PageQueryOf<'getTripForEditing'>> {
    const caller = { userId: user.id, role: user.role };
    const data = await readSubject(() =>
      this.trips.send(TripsPatterns.adminGet, { tripId, caller }),
    );
    return { endpoint: 'getTripForEditing', arg: tripId, data };
  }
}
