import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdminTripEdit,
  AdminTripListings,
  AdminTripsQuery,
  Trip,
  TripCaller,
} from '@roadbook/contracts';
import { fullTextQueryParams, pageOffset, whereMatches } from '@roadbook/platform/database';
import type { Repository } from 'typeorm';
import { ItineraryStore } from '../itineraries/itinerary-store';
import { toAdminListing } from '../trips/admin-listing';
import { firstSentence } from '../trips/first-sentence';
import { TripEntity } from '../trips/entities/trip.entity';
import { keepsItinerary, offRouteColumns } from '../trips/route-change';
import { planSubmission } from '../trips/plan-submission';
import { planColumns } from '../trips/to-plan';
import { toTrip } from '../trips/to-trip';
import { assertAdmin, assertCanEditAsAdmin } from '../trips/trip-access';
import { onLatestVersion, TripRevisions } from '../trips/trip-revisions';

/** The admins' desk: every user's trips listed and searched, and the trip editor. */
@Injectable()
export class AdminTripsService {
  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    private readonly itineraries: ItineraryStore,
    private readonly revisions: TripRevisions,
  ) {}

  /** The trip editor's read: the whole trip, for admins only. */
  async get(tripId: number, caller: TripCaller): Promise<Trip> {
    return toTrip(assertCanEditAsAdmin(await this.trips.findOneBy({ id: tripId }), caller));
  }

  /**
   * The trip editor's save: the plan and the description replace the trip's, the same way as
   * Modify: a changed route makes the itinerary again as a new version, anything else (the
   * description, the name, the notes) is saved in place. An empty description is taken from the
   * overview: the new one's when the itinerary is made again, the kept one's otherwise. Made on the
   * trip's latest version, and a new version once per submission, as Modify is.
   */
  async update(
    tripId: number,
    edit: AdminTripEdit,
    caller: TripCaller,
    idempotencyKey: string,
  ): Promise<{ trip: Trip; replayed: boolean }> {
    const description = edit.description?.trim() || null;
    const columns = planColumns(edit.plan);
    const submission = planSubmission(caller, idempotencyKey, { ...columns, description });
    return onLatestVersion(async () => {
      const trip = assertCanEditAsAdmin(await this.trips.findOneBy({ id: tripId }), caller);
      if (trip.submissionKey === submission.submissionKey) {
        return { trip: await this.revisions.replay(trip, submission), replayed: true };
      }
      if (!keepsItinerary(trip, edit.plan)) {
        const next = await this.revisions.regenerate(trip, edit.plan, submission, { description });
        return next && { trip: next, replayed: false };
      }
      const overview = (await this.itineraries.current(trip))?.overview;
      const saved = await this.revisions.saveInPlace(trip, {
        ...offRouteColumns(columns),
        description: description ?? (overview ? firstSentence(overview) : null),
      });
      return { trip: saved, replayed: false };
    });
  }

  /**
   * Every user's trips: newest first, narrowed to the trips whose name, places, activities or
   * description have the words (the same search document as the site's search) and to featured
   * or other trips; one page of them and how many match in all.
   */
  async list(query: AdminTripsQuery, caller: TripCaller): Promise<AdminTripListings> {
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
}
