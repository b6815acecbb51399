import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  FeaturingMessages,
  suggestedTripSlug,
  type AdminTripListings,
  type AdminTripsQuery,
  type AdminTripEdit,
  TripMessages,
  type PlanTripDto,
  type PublicTrip,
  type SearchHits,
  type SearchRequest,
  type SharedTrip,
  type Trip,
  type TripCaller,
  type TripCard,
  type TripItinerary,
  toTripCard,
} from '@roadbook/contracts';
import {
  fullTextQueryParams,
  fullTextSearchPage,
  pageOffset,
  whereMatches,
  isUniqueViolation,
  serviceError,
} from '@roadbook/platform';
import { randomBytes } from 'node:crypto';
import { In, Not, Repository } from 'typeorm';
import { TripEntity } from './entities/trip.entity';
import { firstSentence, GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { ItineraryStore } from '../itineraries/itinerary-store';
import { rankRelatedRoutes } from './related-routes';
import { toAdminListing } from './admin-listing';
import {
  ANYONE,
  assertAdmin,
  assertCanChange,
  assertCanCreate,
  assertCanEditAsAdmin,
  assertCanReadById,
  assertCanReadBySlug,
  assertCanSave,
  assertSharedVia,
  canReadById,
  seesPrivateFields,
} from './trip-access';
import { PlanChecks } from './plan-checks';
import { keepsItinerary, offRouteColumns } from './route-change';
import { planColumns } from './to-plan';
import { toPublicTrip, toTrip } from './to-trip';

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

/** A trip without a share link: the old one answers 404 for good. */
const NO_SHARE_LINK = { shareableId: null, isPublic: false, shareOrigin: null } as const;

/**
 * Trips: drafts, saving, sharing, featuring, search and the admin editor. Their itineraries are
 * read through ItineraryStore and generated through GenerationLifecycle (../itineraries).
 */
@Injectable()
export class TripsService implements OnModuleInit {
  private readonly planChecks = new PlanChecks();

  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    private readonly itineraries: ItineraryStore,
    private readonly generation: GenerationLifecycle,
  ) {}

  /** The plan checks' engine is ready before the service takes its first call. */
  async onModuleInit(): Promise<void> {
    await this.planChecks.warmUp();
  }

  /** Stores the plan as a draft and queues its itinerary; answers at once with the trip. */
  async create(plan: PlanTripDto, caller: TripCaller): Promise<Trip> {
    assertCanCreate(caller);
    await this.planChecks.assertCanBePlanned(plan);
    const trip = await this.trips.save(
      this.trips.create({
        ...planColumns(plan),
        userId: caller.userId ?? null,
        ownerTokenHash: caller.userId ? null : (caller.visitorTokenHash ?? null),
        version: 1,
        generationStatus: 'generating',
      }),
      // One INSERT … RETURNING; a single statement needs no transaction of its own.
      { transaction: false },
    );
    await this.generation.enqueue(trip);
    return toTrip(trip);
  }

  /**
   * Modify: a plan that changes the route gets a new version (an answer for an older one is
   * ignored); one that leaves it alone (a new name or notes) is saved in place, keeping the
   * itinerary (`keepsItinerary`).
   */
  async update(tripId: number, plan: PlanTripDto, caller: TripCaller): Promise<Trip> {
    const trip = assertCanChange(await this.trips.findOneBy({ id: tripId }), caller);
    if (keepsItinerary(trip, plan)) {
      return this.saveInPlace(trip, offRouteColumns(planColumns(plan)));
    }
    await this.planChecks.assertCanBePlanned(plan);
    return this.regenerate(trip, planColumns(plan));
  }

  /** Whether `update` with this plan would make the itinerary again, for the caller it allows. */
  async replans(tripId: number, plan: PlanTripDto, caller: TripCaller): Promise<boolean> {
    return !keepsItinerary(
      assertCanChange(await this.trips.findOneBy({ id: tripId }), caller),
      plan,
    );
  }

  /** The admin trip editor's read: the whole trip, for admins only. */
  async adminGet(tripId: number, caller: TripCaller): Promise<Trip> {
    return toTrip(assertCanEditAsAdmin(await this.trips.findOneBy({ id: tripId }), caller));
  }

  /**
   * The admin trip editor's save: the plan and the description replace the trip's, the same way
   * as Modify: a changed route makes the itinerary again as a new version, anything else (the
   * description, the name, the notes) is saved in place. An empty description is taken from the
   * overview: the new one's when the itinerary is made again, the kept one's otherwise.
   */
  async adminUpdate(tripId: number, edit: AdminTripEdit, caller: TripCaller): Promise<Trip> {
    const trip = assertCanEditAsAdmin(await this.trips.findOneBy({ id: tripId }), caller);
    const description = edit.description?.trim() || null;
    if (keepsItinerary(trip, edit.plan)) {
      const overview = (await this.itineraries.current(trip))?.overview;
      return this.saveInPlace(trip, {
        ...offRouteColumns(planColumns(edit.plan)),
        description: description ?? (overview ? firstSentence(overview) : null),
      });
    }
    await this.planChecks.assertCanBePlanned(edit.plan);
    return this.regenerate(trip, { ...planColumns(edit.plan), description });
  }

  /**
   * An edit that keeps the itinerary: only the given columns are written, off the route
   * (`offRouteColumns`); the version, its itinerary and the generation state stay as they are,
   * and nothing is queued. The engine's checks are not asked either: they are about the route,
   * which was planned already (a trip whose dates have passed may still be renamed).
   */
  private async saveInPlace(trip: TripEntity, columns: Partial<TripEntity>): Promise<Trip> {
    await this.trips.update({ id: trip.id }, columns);
    return toTrip(Object.assign(trip, columns));
  }

  /** Writes the new plan as the next version and queues its itinerary. */
  private async regenerate(trip: TripEntity, columns: Partial<TripEntity>): Promise<Trip> {
    Object.assign(trip, columns, {
      version: trip.version + 1,
      generationStatus: 'generating',
      generationError: null,
    });
    await this.trips.save(trip);
    await this.generation.enqueue(trip);
    return toTrip(trip);
  }

  /** By id: owners and admins see the whole trip, anyone else a featured trip's public view. */
  async get(tripId: number, caller: TripCaller): Promise<Trip | PublicTrip> {
    return this.viewFor(
      assertCanReadById(await this.trips.findOneBy({ id: tripId }), caller),
      caller,
    );
  }

  async listByUser(userId: number): Promise<Trip[]> {
    const trips = await this.trips.find({ where: { userId }, order: { createdAt: 'DESC' } });
    return trips.map(toTrip);
  }

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
    return this.viewFor(trip, caller);
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
   * it to a trip of theirs) that trip is answered as it is and nothing is created.
   */
  async seedFeatured(
    slug: string,
    description: string,
    plan: PlanTripDto,
    caller: TripCaller,
  ): Promise<{ trip: Trip; created: boolean }> {
    const adminId = assertAdmin(caller);
    const existing = await this.trips.findOneBy({ slug });
    if (existing) return { trip: toTrip(existing), created: false };
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
        return { trip: toTrip(taken), created: false };
      }
      throw error;
    }
    await this.generation.enqueue(trip);
    return { trip: toTrip(trip), created: true };
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

  /** Saving needs a signed-in user; a visitor's draft made in this browser becomes theirs. */
  async save(tripId: number, caller: TripCaller): Promise<Trip> {
    const { trip, userId } = assertCanSave(await this.trips.findOneBy({ id: tripId }), caller);
    return toTrip(await this.setColumns(trip, { userId, ownerTokenHash: null, isSaved: true }));
  }

  /**
   * The same link every time: sharing twice does not break the first link. A link featuring made
   * becomes the owner's, so unfeaturing no longer withdraws it.
   */
  async share(tripId: number, caller: TripCaller): Promise<{ shareableId: string }> {
    const trip = assertCanChange(await this.trips.findOneBy({ id: tripId }), caller);
    if (trip.shareableId && trip.isPublic && trip.shareOrigin === 'owner') {
      return { shareableId: trip.shareableId };
    }
    const shareableId = trip.shareableId ?? newShareableId();
    await this.setColumns(trip, { shareableId, isPublic: true, shareOrigin: 'owner' });
    return { shareableId };
  }

  /**
   * Withdraws the link for good: the id is forgotten, so sharing again makes a new link and the
   * old one never comes back to life.
   */
  async unshare(tripId: number, caller: TripCaller): Promise<void> {
    const trip = assertCanChange(await this.trips.findOneBy({ id: tripId }), caller);
    await this.setColumns(trip, NO_SHARE_LINK);
  }

  async delete(tripId: number, caller: TripCaller): Promise<void> {
    const trip = assertCanChange(await this.trips.findOneBy({ id: tripId }), caller);
    await this.trips.delete({ id: trip.id });
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
    if (!isFeatured) {
      const withdraws = trip.shareOrigin === 'featuring';
      return toTrip(
        await this.setColumns(trip, {
          isFeatured,
          featuredBy: null,
          slug,
          ...(withdraws && NO_SHARE_LINK),
        }),
      );
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
      return toTrip(await this.setColumns(trip, columns));
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

  /**
   * The admins' list of every user's trips: newest first, narrowed to the trips whose name,
   * places, activities or description have the words (the same search document as the site's
   * search) and to featured or other trips; one page of them and how many match in all.
   */
  async adminList(query: AdminTripsQuery, caller: TripCaller): Promise<AdminTripListings> {
    assertAdmin(caller);
    const list = this.trips.createQueryBuilder('trip');
    if (query.featured !== undefined) {
      list.andWhere('trip.isFeatured = :featured', { featured: query.featured });
    }
    if (query.q) {
      const words = fullTextQueryParams(query.q);
      if (!words) return { rows: [], total: 0 };
      whereMatches(list, 'trip', words);
    }
    const [trips, total] = await list
      .orderBy('trip.createdAt', 'DESC')
      .addOrderBy('trip.id', 'DESC')
      .offset(pageOffset(query.page, query.pageSize))
      .limit(query.pageSize)
      .getManyAndCount();
    const days = await this.itineraries.currentDayCounts(trips);
    return {
      rows: trips.map((trip) => toAdminListing(trip, days.get(trip.id) ?? null)),
      total,
    };
  }

  /**
   * Writes only the given columns. Saving the whole loaded row would also write back the
   * generation state read a moment earlier, and an itinerary finished in between would be
   * marked as generating again, for good.
   */
  private async setColumns(
    trip: TripEntity,
    columns: Partial<
      Pick<
        TripEntity,
        | 'userId'
        | 'ownerTokenHash'
        | 'isSaved'
        | 'shareableId'
        | 'isPublic'
        | 'shareOrigin'
        | 'isFeatured'
        | 'featuredBy'
        | 'slug'
        | 'description'
      >
    >,
  ): Promise<TripEntity> {
    await this.trips.update({ id: trip.id }, columns);
    return Object.assign(trip, columns);
  }

  async getItinerary(tripId: number, caller: TripCaller): Promise<TripItinerary> {
    const trip = assertCanReadById(await this.trips.findOneBy({ id: tripId }), caller);
    return this.itineraries.require(trip);
  }

  /** The trip and its ready itinerary, for an owner (or anyone, if featured) to export. */
  async getWithItinerary(
    tripId: number,
    caller: TripCaller,
  ): Promise<{ trip: Trip | PublicTrip; itinerary: TripItinerary }> {
    const trip = assertCanReadById(await this.trips.findOneBy({ id: tripId }), caller);
    return { trip: this.viewFor(trip, caller), itinerary: await this.itineraries.require(trip) };
  }

  /** A shared link works while the trip exists and stays shared; it shows the public view. */
  async getShared(shareableId: string): Promise<SharedTrip> {
    const trip = assertSharedVia(await this.trips.findOneBy({ shareableId }), shareableId);
    const itinerary = await this.itineraries.current(trip);
    return {
      trip: toPublicTrip(trip, 'shared'),
      itinerary,
      mapData: itinerary?.mapData ?? null,
    };
  }

  private viewFor(trip: TripEntity, caller: TripCaller): Trip | PublicTrip {
    return seesPrivateFields(trip, caller) ? toTrip(trip) : toPublicTrip(trip, 'featured');
  }
}

/** 72 random bits: a share link nobody can guess. */
function newShareableId(): string {
  return randomBytes(9).toString('base64url');
}
