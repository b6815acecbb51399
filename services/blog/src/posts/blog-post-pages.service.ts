import { Injectable, Logger } from '@nestjs/common';
import {
  RELATED_ARTICLES_LIMIT,
  RELATED_ROUTES_LIMIT,
  TRIP_CARDS_MAX,
  TripsPatterns,
  toTripCard,
  type BlogCaller,
  type BlogPostPage,
  type BlogPostSummary,
} from '@roadbook/contracts';
import {
  InjectServiceClient,
  ServiceCallError,
  ServiceUnavailableError,
  type ServiceClient,
} from '@roadbook/platform';
import { assertReadable } from './blog-access';
import { BlogPostsService } from './blog-posts.service';
import {
  postTraits,
  relatedArticleScore,
  relatedArticleScoreForTrip,
  relatedRouteScore,
  topByScore,
  tripTraits,
  type RankedPost,
} from './relatedness';
import { toBlogPost, toBlogPostSummary } from './to-blog-post';

/** How many recent posts are weighed for related articles: enough to find good matches, cheaply. */
const RELATED_CANDIDATES = 100;
/**
 * Trips are an extra on a post's page: when the trips service is slow or down the post answers
 * without them rather than waiting as long as a call of its own would.
 */
const TRIPS_TIMEOUT_MS = 2_000;

/** A post's page: the post, its linked trips, related articles and related routes. */
@Injectable()
export class BlogPostPagesService {
  private readonly logger = new Logger(BlogPostPagesService.name);

  constructor(
    private readonly posts: BlogPostsService,
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
  ) {}

  async bySlug(slug: string, caller: BlogCaller): Promise<BlogPostPage> {
    const post = assertReadable(await this.posts.findBySlug(slug), caller);
    const others = await this.posts.others(post, caller, RELATED_CANDIDATES);
    const tripIds = [...new Set([post, ...others].flatMap((p) => p.tripIds))].slice(
      0,
      TRIP_CARDS_MAX,
    );
    const [cards, featured] = await Promise.all([
      this.withoutTrips(
        this.trips.send(TripsPatterns.listCards, { tripIds }, TRIPS_TIMEOUT_MS),
        [],
      ),
      this.withoutTrips(this.trips.send(TripsPatterns.listFeatured, {}, TRIPS_TIMEOUT_MS), []),
    ]);
    const cardsById = new Map(cards.map((card) => [card.id, card]));
    const ranked = (p: typeof post): RankedPost & { entity: typeof post } => ({
      id: p.id,
      status: p.status,
      traits: postTraits(p, cardsById),
      entity: p,
    });
    const current = ranked(post);
    const relatedPosts = topByScore(
      others.map(ranked),
      (candidate) => relatedArticleScore(current, candidate),
      RELATED_ARTICLES_LIMIT,
    );
    const relatedRoutes = topByScore(
      featured.map((trip) => toTripCard(trip)),
      (trip) => relatedRouteScore(current.traits, post.tripIds, trip),
      RELATED_ROUTES_LIMIT,
    );
    return {
      ...toBlogPost(post),
      linkedTrips: post.tripIds.flatMap((id) => cardsById.get(id) ?? []),
      relatedPosts: relatedPosts.map(({ entity }) => toBlogPostSummary(entity)),
      relatedRoutes,
    };
  }

  /**
   * Published posts closest to a trip (its activities and places), best first: the related
   * articles of a featured trip's page and the featured list's travel inspiration.
   */
  async relatedToTrip(
    trip: { activities: string[]; places: string[] },
    limit: number,
  ): Promise<BlogPostSummary[]> {
    const posts = await this.posts.published(RELATED_CANDIDATES);
    const tripIds = [...new Set(posts.flatMap((p) => p.tripIds))].slice(0, TRIP_CARDS_MAX);
    const cards = await this.withoutTrips(
      this.trips.send(TripsPatterns.listCards, { tripIds }, TRIPS_TIMEOUT_MS),
      [],
    );
    const cardsById = new Map(cards.map((card) => [card.id, card]));
    const traits = tripTraits(trip);
    return topByScore(
      posts,
      (post) =>
        relatedArticleScoreForTrip(traits, {
          id: post.id,
          status: post.status,
          traits: postTraits(post, cardsById),
        }),
      limit,
    ).map(toBlogPostSummary);
  }

  /** The trips service's answer, or the fallback when it cannot give one. */
  private async withoutTrips<T>(call: Promise<T>, fallback: T): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError || error instanceof ServiceCallError)) {
        throw error;
      }
      this.logger.warn(`post shown without trips: ${error.message}`);
      return fallback;
    }
  }
}
