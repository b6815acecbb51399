import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  FeaturingMessages,
  JobIds,
  suggestedTripSlug,
  type AdminTripListings,
  type AdminTripsQuery,
  JobNames,
  SystemEvents,
  type AdminTripEdit,
  TripMessages,
  type ActivityThumbnail,
  type ItineraryResponse,
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
  EventBus,
  fullTextQueryParams,
  fullTextSearchPage,
  pageOffset,
  whereMatches,
  isUniqueViolation,
  JobQueue,
  serviceError,
} from '@roadbook/platform';
import { randomBytes } from 'node:crypto';
import { In, Not, Repository } from 'typeorm';
import { TripItineraryEntity } from './entities/trip-itinerary.entity';
import { TripEntity } from './entities/trip.entity';
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
import { toPlan, planColumns } from './to-plan';
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
 * A worker's result in one statement (one round trip, atomic): the version's row is stored
 * unless it already is (at-least-once delivery) or the trip is gone, and the trip is marked
 * ready only while this is still its current version. `$8` is the description a trip without
 * one takes from the overview. Answers TypeORM's `[rows, updated count]` for an UPDATE.
 */
const COMPLETE_GENERATION = `
  WITH stored AS (
    INSERT INTO "trips"."trip_itineraries"
      ("trip_id", "version", "overview", "itinerary", "map_data", "facts", "total_distance")
    SELECT "id", $2::integer, $3::text, $4::jsonb, $5::jsonb, $6::jsonb, $7::text
    FROM "trips"."trips" WHERE "id" = $1
    ON CONFLICT ("trip_id", "version") DO NOTHING
  )
  UPDATE "trips"."trips"
  SET "generation_status" = 'ready', "generation_error" = NULL,
    "description" = COALESCE("description", $8::text)
  WHERE "id" = $1 AND "version" = $2
  RETURNING "id"`;

/** Trips, their itinerary versions, sharing and featuring. */
@Injectable()
export class TripsService implements OnModuleInit {
  private readonly planChecks = new PlanChecks();

  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    @InjectRepository(TripItineraryEntity)
    private readonly itineraries: Repository<TripItineraryEntity>,
    private readonly jobs: JobQueue,
    private readonly events: EventBus,
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
    await this.enqueueGeneration(trip);
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
      const overview = (await this.currentItinerary(trip))?.overview;
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
    await this.enqueueGeneration(trip);
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
    await this.enqueueGeneration(trip);
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
    const days = await this.currentDayCounts(trips);
    return {
      rows: trips.map((trip) => toAdminListing(trip, days.get(trip.id) ?? null)),
      total,
    };
  }

  /** How many days each trip's current itinerary has, for the trips that have one. */
  private async currentDayCounts(trips: TripEntity[]): Promise<Map<number, number>> {
    if (trips.length === 0) return new Map();
    const rows = await this.itineraries
      .createQueryBuilder('itinerary')
      .innerJoin(
        TripEntity,
        'trip',
        'trip.id = itinerary.tripId AND trip.version = itinerary.version',
      )
      .select('itinerary.tripId', 'tripId')
      .addSelect(`jsonb_array_length(itinerary.itinerary -> 'days')`, 'days')
      .where('itinerary.tripId IN (:...ids)', { ids: trips.map((trip) => trip.id) })
      .getRawMany<{ tripId: number; days: number }>();
    return new Map(rows.map((row) => [Number(row.tripId), Number(row.days)]));
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
    return this.requireItinerary(trip);
  }

  /** The trip and its ready itinerary, for an owner (or anyone, if featured) to export. */
  async getWithItinerary(
    tripId: number,
    caller: TripCaller,
  ): Promise<{ trip: Trip | PublicTrip; itinerary: TripItinerary }> {
    const trip = assertCanReadById(await this.trips.findOneBy({ id: tripId }), caller);
    return { trip: this.viewFor(trip, caller), itinerary: await this.requireItinerary(trip) };
  }

  /** A shared link works while the trip exists and stays shared; it shows the public view. */
  async getShared(shareableId: string): Promise<SharedTrip> {
    const trip = assertSharedVia(await this.trips.findOneBy({ shareableId }), shareableId);
    const itinerary = await this.currentItinerary(trip);
    return {
      trip: toPublicTrip(trip, 'shared'),
      itinerary,
      mapData: itinerary?.mapData ?? null,
    };
  }

  /**
   * Stores a worker's result. Delivery is at least once: a repeat stores nothing new, and a
   * result for a version the plan has moved past is kept but does not mark the trip ready.
   */
  async completeGeneration(
    tripId: number,
    version: number,
    result: ItineraryResponse,
  ): Promise<boolean> {
    const [, marked] = await this.trips.query<[unknown[], number]>(COMPLETE_GENERATION, [
      tripId,
      version,
      result.overview,
      JSON.stringify(result.itinerary),
      JSON.stringify(result.mapData),
      JSON.stringify(result.facts),
      result.totalDistance,
      firstSentence(result.overview),
    ]);
    if (marked === 0) return false;
    await this.events.publish(SystemEvents.generationSettled, { tripId, version, status: 'ready' });
    return true;
  }

  /** A stored version as the worker produced it, whatever the trip's current version is. */
  async getVersion(tripId: number, version: number): Promise<ItineraryResponse> {
    const stored = await this.storedVersion(tripId, version);
    if (!stored?.facts) throw serviceError('not-found', TripMessages.itineraryNotReady);
    return stored;
  }

  /**
   * Gives activities of one version their photo. An activity that already has an image keeps
   * it, so a repeated job changes nothing; a version that is gone is left alone.
   */
  async addThumbnails(
    tripId: number,
    version: number,
    thumbnails: ActivityThumbnail[],
  ): Promise<number> {
    return this.itineraries.manager.transaction(async (manager) => {
      const row = await manager.findOne(TripItineraryEntity, {
        where: { tripId, version },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return 0;
      let updated = 0;
      for (const { day, activity, imageUrl, imageCredit } of thumbnails) {
        const target = row.itinerary.days.find((d) => d.day === day)?.activities[activity];
        if (target && !target.imageUrl) {
          target.imageUrl = imageUrl;
          if (imageCredit) target.imageCredit = { ...imageCredit };
          updated++;
        }
      }
      if (updated > 0) {
        await manager.update(TripItineraryEntity, { id: row.id }, { itinerary: row.itinerary });
      }
      return updated;
    });
  }

  async failGeneration(tripId: number, version: number, reason: string): Promise<boolean> {
    const error = reason.slice(0, 500);
    const result = await this.trips.update(
      { id: tripId, version, generationStatus: 'generating' },
      { generationStatus: 'failed', generationError: error },
    );
    const failed = (result.affected ?? 0) > 0;
    if (failed) {
      await this.events.publish(SystemEvents.generationSettled, {
        tripId,
        version,
        status: 'failed',
        error,
      });
    }
    return failed;
  }

  private viewFor(trip: TripEntity, caller: TripCaller): Trip | PublicTrip {
    return seesPrivateFields(trip, caller) ? toTrip(trip) : toPublicTrip(trip, 'featured');
  }

  /** The current version's itinerary, or a 404 that says why there is none yet. */
  private async requireItinerary(trip: TripEntity): Promise<TripItinerary> {
    const stored = await this.currentItinerary(trip);
    if (stored) return stored;
    throw trip.generationStatus === 'failed'
      ? serviceError('not-found', `${TripMessages.generationFailed}: ${trip.generationError}`)
      : serviceError('not-ready', TripMessages.itineraryNotReady);
  }

  private currentItinerary(trip: TripEntity): Promise<TripItinerary | null> {
    return this.storedVersion(trip.id, trip.version);
  }

  private async storedVersion(tripId: number, version: number): Promise<TripItinerary | null> {
    const row = await this.itineraries.findOneBy({ tripId, version });
    if (!row) return null;
    return {
      itinerary: row.itinerary,
      mapData: row.mapData,
      overview: row.overview,
      totalDistance: row.totalDistance,
      facts: row.facts!,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** One job per plan version: enqueuing the same version twice runs it once. */
  private async enqueueGeneration(trip: TripEntity): Promise<void> {
    await this.jobs.enqueue(
      JobNames.itineraryGenerate,
      { tripId: trip.id, version: trip.version, plan: toPlan(trip) },
      { jobId: JobIds.itineraryGenerate(trip.id, trip.version) },
    );
  }
}

/** 72 random bits: a share link nobody can guess. */
function newShareableId(): string {
  return randomBytes(9).toString('base64url');
}

function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](\s|$)/.exec(text)?.[0] ?? text;
  return sentence.trim().slice(0, 240);
}
