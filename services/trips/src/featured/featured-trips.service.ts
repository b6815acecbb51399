import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  FeaturingMessages,
  suggestedTripSlug,
  TripMessages,
  toTripCard,
  type PlanTripDto,
  type PublicTrip,
  type SearchHits,
  type SearchRequest,
  type Trip,
  type TripCaller,
  type TripCard,
} from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { fullTextSearchPage, isUniqueViolation } from '@roadbook/platform/database';
import { In, Not, type Repository } from 'typeorm';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { FeaturedTripChanges } from './featured-trip-changes';
import { TripEntity } from '../trips/entities/trip.entity';
import { rankRelatedRoutes } from '../trips/related-routes';
import { planColumns } from '../trips/to-plan';
import { toPublicTrip, toTrip, tripViewFor } from '../trips/to-trip';
import {
  ANYONE,
  assertAdmin,
  assertCanReadById,
  assertCanReadBySlug,
  assertSharedVia,
  canReadById,
} from '../trips/trip-access';
import {
  newShareableId,
  NO_SHARE_LINK,
  setColumns,
  setColumnsOverLink,
} from '../trips/trip-columns';

const FEATURED_LIMIT = 50;
/** Featured trips weighed for related routes: the newest ones, enough for good matches, cheaply. */
const RELATED_CANDIDATES = 200;

/** What featuring may set besides the flag; what is left out stays as the trip has it. */
export interface FeaturedWords {
  slug?: string;
  description?: string;
}

function slugTaken() {
  return serviceError('conflict', { slug: [FeaturingMessages.slugTaken] });
}

/**
 * The trips everyone sees: the featured list and pages, the cards other services link to,
 * search, related routes, and the admins' featuring and seeding (docs/adr/0005-featured-trips.md).
 */
@Injectable()
export class FeaturedTripsService {
  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    private readonly generation: GenerationLifecycle,
    private readonly featuredChanges: FeaturedTripChanges,
  ) {}

  async listFeatured(limit = FEATURED_LIMIT): Promise<PublicTrip[]> {
    const trips = await this.trips.find({
      where: { isFeatured: true },
      order: { createdAt: 'DESC' },
      take: Math.min(limit, FEATURED_LIMIT),
    });
    return trips.map((trip) => toPublicTrip(trip, 'featured'));
  }

  /**
   * Slugs name featured trips; a trip no longer featured keeps its slug but not its page, except
   * for admins, who may feature it again from there.
   */
  async getBySlug(slug: string, caller: TripCaller): Promise<Trip | PublicTrip> {
    const trip = assertCanReadBySlug(await this.trips.findOneBy({ slug }), caller);
    return tripViewFor(trip, caller);
  }

  /**
   * Cards of the named trips that anyone may see, for pages of other services (a blog post's
   * linked trips): featured or shared ones only, in the order asked; others are left out.
   */
  async listCards(tripIds: number[]): Promise<TripCard[]> {
    if (tripIds.length === 0) return [];
    const rows = await this.trips.findBy({ id: In(tripIds) });
    // A card links to the trip by id, which only a featured trip opens for everyone.
    const visible = new Map(
      rows.filter((trip) => canReadById(trip, ANYONE)).map((trip) => [trip.id, trip]),
    );
    return tripIds.flatMap((id) => {
      const trip = visible.get(id);
      return trip ? [toTripCard(trip)] : [];
    });
  }

  /** Featured trips matching the words, best match first; other trips are never found. */
  async search(request: SearchRequest): Promise<SearchHits<TripCard>> {
    const featured = this.trips
      .createQueryBuilder('trip')
      // A literal, not a parameter, so the planner can use the partial index over featured trips.
      .where('trip.isFeatured = true');
    const { items, total } = await fullTextSearchPage(featured, 'trip', request);
    return { items: items.map(toTripCard), total };
  }

  /**
   * A featured trip of an admin's, saved and shared, planned through the queue like any other.
   * Keyed by its slug: when a trip has the slug already (this seed ran before, or an admin gave
   * it to a trip of theirs) that trip is answered as it is and nothing is created. The same seed
   * sent again (its replica lost with the call) may find the trip before its itinerary was
   * queued or its arrival announced: both are done again (the job's id is the trip's version, so
   * a queued one is not doubled; an announcement heard twice only empties the caches again).
   */
  async seedFeatured(
    slug: string,
    description: string,
    plan: PlanTripDto,
    caller: TripCaller,
  ): Promise<{ trip: Trip; created: boolean }> {
    const adminId = assertAdmin(caller);
    const existing = await this.trips.findOneBy({ slug });
    if (existing) return { trip: await this.seededAlready(existing), created: false };
    let trip: TripEntity;
    try {
      trip = await this.trips.save(
        this.trips.create({
          ...planColumns(plan),
          slug,
          description,
          userId: adminId,
          ownerTokenHash: null,
          isSaved: true,
          isFeatured: true,
          featuredBy: adminId,
          isPublic: true,
          shareableId: newShareableId(),
          shareOrigin: 'featuring',
          version: 1,
          generationStatus: 'generating',
        }),
      );
    } catch (error) {
      // Another seeder took the slug between our check and our insert: theirs is the trip.
      const taken = await this.trips.findOneBy({ slug });
      if (isUniqueViolation(error) && taken) {
        return { trip: await this.seededAlready(taken), created: false };
      }
      throw error;
    }
    await this.generation.enqueue(trip);
    await this.featuredChanges.announce(trip);
    return { trip: toTrip(trip), created: true };
  }

  /** A trip with the seed's slug, its itinerary queued and its arrival told if still to come. */
  private async seededAlready(trip: TripEntity): Promise<Trip> {
    await this.generation.enqueueIfGenerating(trip);
    if (trip.isFeatured) await this.featuredChanges.announce(trip);
    return toTrip(trip);
  }

  /** Featured trips closest to a trip the caller may open by id, best first. */
  async listRelated(tripId: number, limit: number, caller: TripCaller): Promise<TripCard[]> {
    const trip = assertCanReadById(await this.trips.findOneBy({ id: tripId }), caller);
    return this.relatedTo(trip, limit);
  }

  /** Featured trips closest to a trip opened through its share link, best first. */
  async listRelatedToShared(shareableId: string, limit: number): Promise<TripCard[]> {
    const trip = assertSharedVia(await this.trips.findOneBy({ shareableId }), shareableId);
    return this.relatedTo(trip, limit);
  }

  private async relatedTo(trip: TripEntity, limit: number): Promise<TripCard[]> {
    const candidates = await this.trips.find({
      where: { isFeatured: true, id: Not(trip.id) },
      order: { createdAt: 'DESC' },
      take: RELATED_CANDIDATES,
    });
    return rankRelatedRoutes(trip, candidates, limit).map((related) => toTripCard(related));
  }

  /**
   * Admins feature a trip on the featured list and its own page at /trips/{slug}. The admin may
   * name the slug and the description visitors read; without them the trip keeps its own, and a
   * trip that never had a slug gets one made from its name and id. The slug is kept when the trip
   * is unfeatured, so featuring it again brings old links back. A featured trip's page links to
   * the interactive itinerary at the trip's share link: featuring gives the trip one if it has
   * none, and unfeaturing withdraws that one again (a link the owner made stays theirs). Who
   * featured it is kept: the notes are public only when it was the owner (`notesArePublic`).
   */
  async feature(
    tripId: number,
    isFeatured: boolean,
    caller: TripCaller,
    words: FeaturedWords = {},
  ): Promise<Trip> {
    assertAdmin(caller);
    if (!isFeatured && (words.slug !== undefined || words.description !== undefined)) {
      throw serviceError('invalid-input', FeaturingMessages.onlyWhenFeaturing);
    }
    const trip = await this.trips.findOneBy({ id: tripId });
    if (!trip) throw serviceError('not-found', TripMessages.notFound);
    const slug = words.slug ?? trip.slug ?? suggestedTripSlug(trip.name, trip.id);
    const wasFeatured = trip.isFeatured;
    if (!isFeatured) {
      const withdraws = trip.shareOrigin === 'featuring';
      const unfeatured = await setColumns(this.trips, trip, {
        isFeatured,
        featuredBy: null,
        slug,
        ...(withdraws && NO_SHARE_LINK),
      });
      await this.featuredChanges.announce(unfeatured, wasFeatured);
      return toTrip(unfeatured);
    }
    await this.assertSlugFree(slug, trip.id);
    const description = words.description?.trim();
    const shares = !(trip.shareableId && trip.isPublic);
    const columns = {
      isFeatured,
      featuredBy: trip.isFeatured ? trip.featuredBy : caller.userId,
      slug,
      ...(description && { description }),
      ...(shares && {
        shareableId: trip.shareableId ?? newShareableId(),
        isPublic: true,
        shareOrigin: 'featuring' as const,
      }),
    };
    try {
      // Of two featurings at once, the one that finds the link changed features again.
      const featured = await setColumnsOverLink(this.trips, trip, columns);
      if (!featured) return this.feature(tripId, isFeatured, caller, words);
      await this.featuredChanges.announce(featured, wasFeatured);
      return toTrip(featured);
    } catch (error) {
      // Another trip took the slug between the check and the write.
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  /** A slug names one trip: another trip's is refused with a message saying so. */
  private async assertSlugFree(slug: string, tripId: number): Promise<void> {
    if (await this.trips.existsBy({ slug, id: Not(tripId) })) throw slugTaken();
  }
}
