import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  PlanTripDto,
  PublicTrip,
  SharedTrip,
  Trip,
  TripCaller,
  TripItinerary,
} from '@roadbook/contracts';
import type { Repository } from 'typeorm';
import { FeaturedTripChanges } from '../featured/featured-trip-changes';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { ItineraryStore } from '../itineraries/itinerary-store';
import { TripEntity } from './entities/trip.entity';
import { planSubmission, submissionKeyOf } from './plan-submission';
import { keepsItinerary, offRouteColumns } from './route-change';
import { planColumns } from './to-plan';
import { toPublicTrip, toTrip, tripViewFor } from './to-trip';
import {
  assertCanChange,
  assertCanCreate,
  assertCanReadById,
  assertCanSave,
  assertSharedVia,
} from './trip-access';
import { newShareableId, NO_SHARE_LINK, setColumns, setColumnsOverLink } from './trip-columns';
import { TripRows } from './trip-rows';
import { onLatestVersion, TripRevisions } from './trip-revisions';

/**
 * A rider's trips: drafts, Modify, saving, sharing, deleting, and reading them with their
 * itinerary. Featured trips are in ../featured, the admins' desk in ../admin; itineraries are
 * read through ItineraryStore and generated through GenerationLifecycle (../itineraries).
 */
@Injectable()
export class TripsService {
  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    private readonly itineraries: ItineraryStore,
    private readonly generation: GenerationLifecycle,
    private readonly revisions: TripRevisions,
    private readonly featuredChanges: FeaturedTripChanges,
    private readonly tripRows: TripRows,
  ) {}

  /**
   * Stores the plan as a draft and queues its itinerary; answers at once with the trip. Once per
   * submission (plan-submission.ts): sent again, it answers the trip it made, `replayed`
   * (`TripRevisions.replay`).
   */
  async create(
    plan: PlanTripDto,
    caller: TripCaller,
    idempotencyKey: string,
  ): Promise<{ trip: Trip; replayed: boolean }> {
    assertCanCreate(caller);
    await this.revisions.assertCanBePlanned(plan);
    const columns = planColumns(plan);
    const submission = planSubmission(caller, idempotencyKey, columns);
    const created = await this.tripRows.insertUnlessSubmitted({
      ...columns,
      ...submission,
      userId: caller.userId ?? null,
      ownerTokenHash: caller.userId ? null : (caller.visitorTokenHash ?? null),
      version: 1,
      generationStatus: 'generating',
    });
    if (created) {
      await this.generation.enqueue(created);
      return { trip: toTrip(created), replayed: false };
    }
    const made = await this.tripRows.bySubmissionKey(submission.submissionKey);
    return { trip: await this.revisions.replay(made, submission), replayed: true };
  }

  /**
   * Modify: a plan that changes the route gets a new version (an answer for an older one is
   * ignored); one that leaves it alone (a new name or notes) is saved in place, keeping the
   * itinerary (`keepsItinerary`). A new version is made once per submission, as a plan is
   * (`create`): the same key sent again answers the trip as that submission left it, `replayed`,
   * while an edit in place is the same write done again. Made on the trip's latest version: one
   * made by another change meanwhile is read again and the change made over it.
   */
  async update(
    tripId: number,
    plan: PlanTripDto,
    caller: TripCaller,
    idempotencyKey: string,
  ): Promise<{ trip: Trip; replayed: boolean }> {
    const columns = planColumns(plan);
    const submission = planSubmission(caller, idempotencyKey, columns);
    return onLatestVersion(async () => {
      const trip = assertCanChange(await this.tripRows.byId(tripId), caller);
      if (trip.submissionKey === submission.submissionKey) {
        return { trip: await this.revisions.replay(trip, submission), replayed: true };
      }
      const changed = keepsItinerary(trip, plan)
        ? await this.revisions.saveInPlace(trip, offRouteColumns(columns))
        : await this.revisions.regenerate(trip, plan, submission);
      return changed && { trip: changed, replayed: false };
    });
  }

  /**
   * Whether `update` with this plan would make the itinerary again, for the caller it allows: not
   * for a submission sent again, which makes nothing.
   */
  async replans(
    tripId: number,
    plan: PlanTripDto,
    caller: TripCaller,
    idempotencyKey: string,
  ): Promise<boolean> {
    const trip = assertCanChange(await this.tripRows.byId(tripId), caller);
    return (
      trip.submissionKey !== submissionKeyOf(caller, idempotencyKey) && !keepsItinerary(trip, plan)
    );
  }

  /** By id: owners and admins see the whole trip, anyone else a featured trip's public view. */
  async get(tripId: number, caller: TripCaller): Promise<Trip | PublicTrip> {
    return tripViewFor(assertCanReadById(await this.tripRows.byId(tripId), caller), caller);
  }

  async listByUser(userId: number): Promise<Trip[]> {
    const trips = await this.trips.find({ where: { userId }, order: { createdAt: 'DESC' } });
    return trips.map(toTrip);
  }

  /** Saving needs a signed-in user; a visitor's draft made in this browser becomes theirs. */
  async save(tripId: number, caller: TripCaller): Promise<Trip> {
    const { trip, userId } = assertCanSave(await this.tripRows.byId(tripId), caller);
    return toTrip(
      await setColumns(this.trips, trip, { userId, ownerTokenHash: null, isSaved: true }),
    );
  }

  /**
   * The same link every time: sharing twice, even twice at once (`setColumnsOverLink`), does not
   * break the first link. A link featuring made becomes the owner's, so unfeaturing no longer
   * withdraws it.
   */
  async share(tripId: number, caller: TripCaller): Promise<{ shareableId: string }> {
    const trip = assertCanChange(await this.tripRows.byId(tripId), caller);
    if (trip.shareableId && trip.isPublic && trip.shareOrigin === 'owner') {
      return { shareableId: trip.shareableId };
    }
    const shareableId = trip.shareableId ?? newShareableId();
    const shared = await setColumnsOverLink(this.trips, trip, {
      shareableId,
      isPublic: true,
      shareOrigin: 'owner',
    });
    return shared ? { shareableId } : this.share(tripId, caller);
  }

  /**
   * Withdraws the link for good: the id is forgotten, so sharing again makes a new link and the
   * old one never comes back to life.
   */
  async unshare(tripId: number, caller: TripCaller): Promise<void> {
    const trip = assertCanChange(await this.tripRows.byId(tripId), caller);
    await setColumns(this.trips, trip, NO_SHARE_LINK);
    await this.featuredChanges.announce(trip);
  }

  /** Deletes the trip; answers whether it was featured (what visitors saw of it is gone). */
  async delete(tripId: number, caller: TripCaller): Promise<{ wasFeatured: boolean }> {
    const trip = assertCanChange(await this.tripRows.byId(tripId), caller);
    await this.trips.delete({ id: trip.id });
    await this.featuredChanges.announce(trip);
    return { wasFeatured: trip.isFeatured };
  }

  async getItinerary(tripId: number, caller: TripCaller): Promise<TripItinerary> {
    const trip = assertCanReadById(await this.tripRows.byId(tripId), caller);
    return this.itineraries.require(trip);
  }

  /** The trip and its ready itinerary, for an owner (or anyone, if featured) to export. */
  async getWithItinerary(
    tripId: number,
    caller: TripCaller,
  ): Promise<{ trip: Trip | PublicTrip; itinerary: TripItinerary }> {
    const trip = assertCanReadById(await this.tripRows.byId(tripId), caller);
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
