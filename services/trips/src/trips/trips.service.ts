import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdminTripEdit,
  AdminTripListings,
  AdminTripsQuery,
  PlanTripDto,
  PublicTrip,
  SharedTrip,
  Trip,
  TripCaller,
  TripItinerary,
} from '@roadbook/contracts';
import { fullTextQueryParams, pageOffset, whereMatches } from '@roadbook/platform';
import type { Repository } from 'typeorm';
import { firstSentence, GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { ItineraryStore } from '../itineraries/itinerary-store';
import { toAdminListing } from './admin-listing';
import { TripEntity } from './entities/trip.entity';
import { PlanChecks } from './plan-checks';
import { keepsItinerary, offRouteColumns } from './route-change';
import { planColumns } from './to-plan';
import { toPublicTrip, toTrip, tripViewFor } from './to-trip';
import {
  assertAdmin,
  assertCanChange,
  assertCanCreate,
  assertCanEditAsAdmin,
  assertCanReadById,
  assertCanSave,
  assertSharedVia,
} from './trip-access';
import { newShareableId, NO_SHARE_LINK, setColumns } from './trip-columns';

/**
 * A rider's trips: drafts, Modify, saving, sharing, deleting, reading them with their
 * itinerary, and the admins' editor and list of every trip. Featured trips are in
 * ../featured; itineraries are read through ItineraryStore and generated through
 * GenerationLifecycle (../itineraries).
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
    return tripViewFor(
      assertCanReadById(await this.trips.findOneBy({ id: tripId }), caller),
      caller,
    );
  }

  async listByUser(userId: number): Promise<Trip[]> {
    const trips = await this.trips.find({ where: { userId }, order: { createdAt: 'DESC' } });
    return trips.map(toTrip);
  }

  /** Saving needs a signed-in user; a visitor's draft made in this browser becomes theirs. */
  async save(tripId: number, caller: TripCaller): Promise<Trip> {
    const { trip, userId } = assertCanSave(await this.trips.findOneBy({ id: tripId }), caller);
    return toTrip(
      await setColumns(this.trips, trip, { userId, ownerTokenHash: null, isSaved: true }),
    );
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
    await setColumns(this.trips, trip, { shareableId, isPublic: true, shareOrigin: 'owner' });
    return { shareableId };
  }

  /**
   * Withdraws the link for good: the id is forgotten, so sharing again makes a new link and the
   * old one never comes back to life.
   */
  async unshare(tripId: number, caller: TripCaller): Promise<void> {
    const trip = assertCanChange(await this.trips.findOneBy({ id: tripId }), caller);
    await setColumns(this.trips, trip, NO_SHARE_LINK);
  }

  async delete(tripId: number, caller: TripCaller): Promise<void> {
    const trip = assertCanChange(await this.trips.findOneBy({ id: tripId }), caller);
    await this.trips.delete({ id: trip.id });
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
    return { trip: tripViewFor(trip, caller), itinerary: await this.itineraries.require(trip) };
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
}
