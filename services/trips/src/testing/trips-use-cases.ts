import type { AdminTripEdit, PlanTripDto, Trip, TripCaller } from '@roadbook/contracts';
import type { EventBus, JobQueue } from '@roadbook/platform';
import { HotStatements } from '@roadbook/platform/database';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AdminTripsService } from '../admin/admin-trips.service';
import { FeaturedTripChanges } from '../featured/featured-trip-changes';
import { FeaturedTripsService } from '../featured/featured-trips.service';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { ItineraryStore } from '../itineraries/itinerary-store';
import { TripItineraryEntity } from '../trips/entities/trip-itinerary.entity';
import { TripEntity } from '../trips/entities/trip.entity';
import { TripRows } from '../trips/trip-rows';
import { TripRevisions } from '../trips/trip-revisions';
import { TripsService } from '../trips/trips.service';

/** The trips service's use cases wired as its module wires them, on a test database. */
export function tripsUseCases(dataSource: DataSource, jobs: JobQueue, events: EventBus) {
  const trips = dataSource.getRepository(TripEntity);
  const statements = new HotStatements(dataSource, true);
  const store = new ItineraryStore(dataSource.getRepository(TripItineraryEntity));
  const lifecycle = new GenerationLifecycle(trips, statements, jobs, events);
  const featuredChanges = new FeaturedTripChanges(events);
  const revisions = new TripRevisions(trips, lifecycle, featuredChanges);
  return {
    trips: new TripsService(
      trips,
      store,
      lifecycle,
      revisions,
      featuredChanges,
      new TripRows(statements),
    ),
    featuring: new FeaturedTripsService(trips, lifecycle, featuredChanges),
    admin: new AdminTripsService(trips, store, revisions),
    lifecycle,
    store,
  };
}

/** A new trip from a plan, as a first submission of the plan form makes it (a key of its own). */
export async function newTrip(
  trips: TripsService,
  plan: PlanTripDto,
  caller: TripCaller,
): Promise<Trip> {
  return (await trips.create(plan, caller, randomUUID())).trip;
}

/** Modify with a plan, as one submission of the plan form sends it (a key of its own). */
export async function modifyTrip(
  trips: TripsService,
  tripId: number,
  plan: PlanTripDto,
  caller: TripCaller,
): Promise<Trip> {
  return (await trips.update(tripId, plan, caller, randomUUID())).trip;
}

/** An admin's edit in the trip editor, as one save sends it (a key of its own). */
export async function editAsAdmin(
  admin: AdminTripsService,
  tripId: number,
  edit: AdminTripEdit,
  caller: TripCaller,
): Promise<Trip> {
  return (await admin.update(tripId, edit, caller, randomUUID())).trip;
}
