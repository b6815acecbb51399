import type { ImageCredit, ItineraryResponse } from '../planner/itinerary.types';
import type { PlanTripDto } from '../planner/plan-trip.dto';
import type { SearchHits, SearchRequest } from '../search/search.types';
import type { AdminTripEdit } from './admin-trip-edit.dto';
import type { AdminTripListings, AdminTripsQuery } from './admin-trips.types';
import type { PlaceSuggestion } from './place-suggestion.types';
import type { TripCard } from './trip-card.types';
import type { PublicTrip, SharedTrip, Trip, TripCaller, TripItinerary } from './trip.types';

export const TripsPatterns = {
  create: 'trips.trip.create',
  update: 'trips.trip.update',
  replans: 'trips.trip.replans',
  get: 'trips.trip.get',
  listByUser: 'trips.trip.list-by-user',
  listFeatured: 'trips.trip.list-featured',
  getBySlug: 'trips.trip.get-by-slug',
  save: 'trips.trip.save',
  share: 'trips.trip.share',
  unshare: 'trips.trip.unshare',
  delete: 'trips.trip.delete',
  feature: 'trips.trip.feature',
  getItinerary: 'trips.itinerary.get',
  getShared: 'trips.shared.get',
  completeGeneration: 'trips.itinerary.complete',
  failGeneration: 'trips.itinerary.fail',
  getItineraryVersion: 'trips.itinerary.get-version',
  addThumbnails: 'trips.itinerary.add-thumbnails',
  suggestPlaces: 'trips.places.suggest',
  export: 'trips.trip.export',
  listCards: 'trips.trip.list-cards',
  search: 'trips.trip.search',
  seedFeatured: 'trips.featured.seed',
  listRelated: 'trips.trip.list-related',
  adminGet: 'trips.trip.admin-get',
  adminUpdate: 'trips.trip.admin-update',
  adminList: 'trips.trip.admin-list',
} as const;

export const TRIP_EXPORT_FORMATS = ['gpx', 'ics'] as const;
export type TripExportFormat = (typeof TRIP_EXPORT_FORMATS)[number];

/** A file to download: GPX for navigators, iCalendar for calendars. */
export interface TripExportFile {
  filename: string;
  contentType: string;
  content: string;
}

/** A photo for one activity of one day (indexes into `itinerary.days[].activities[]`). */
export interface ActivityThumbnail {
  day: number;
  activity: number;
  imageUrl: string;
  imageCredit?: ImageCredit;
}

type ByCaller<T> = T & { caller: TripCaller };

export interface TripsRpc {
  /**
   * Stores the plan as a draft and queues its itinerary, once per `idempotencyKey`
   * (plan-submission.ts): the same key from the same caller again answers the trip it made,
   * `replayed`, and makes nothing.
   */
  [TripsPatterns.create]: {
    request: ByCaller<{ plan: PlanTripDto; idempotencyKey: string }>;
    response: { trip: Trip; replayed: boolean };
  };
  /**
   * Modify: a new version once per `idempotencyKey` when the route changes, as `create` makes a
   * trip once; the same key again answers the trip as that submission left it, `replayed`.
   */
  [TripsPatterns.update]: {
    request: ByCaller<{ tripId: number; plan: PlanTripDto; idempotencyKey: string }>;
    response: { trip: Trip; replayed: boolean };
  };
  /**
   * Whether Modify with this plan would make the itinerary again (a changed route, or one not
   * ready yet) rather than save the trip in place (or make nothing: the same submission sent
   * again); refused as `update` would be.
   */
  [TripsPatterns.replans]: {
    request: ByCaller<{ tripId: number; plan: PlanTripDto; idempotencyKey: string }>;
    response: boolean;
  };
  /** The whole trip for its owner and admins; the public view for anyone else (featured only). */
  [TripsPatterns.get]: { request: ByCaller<{ tripId: number }>; response: Trip | PublicTrip };
  [TripsPatterns.listByUser]: { request: { userId: number }; response: Trip[] };
  [TripsPatterns.listFeatured]: { request: { limit?: number }; response: PublicTrip[] };
  /**
   * A featured trip's public view by its slug. Admins also get a trip no longer featured (as a
   * whole trip), so they can feature it again from its page; for anyone else it is not found.
   */
  [TripsPatterns.getBySlug]: {
    request: { slug: string; caller?: TripCaller };
    response: PublicTrip | Trip;
  };
  /**
   * Cards of the named trips that anyone may open by id (featured), in the order asked; ids of
   * other trips, or of trips since deleted, are left out.
   */
  [TripsPatterns.listCards]: { request: { tripIds: number[] }; response: TripCard[] };
  /** Featured trips matching the words, best match first. */
  [TripsPatterns.search]: { request: SearchRequest; response: SearchHits<TripCard> };
  /**
   * Admins (seeding): a featured, shared trip under this slug, planned through the queue. Keyed
   * by the slug: when a trip has it already, that trip is answered and nothing is created.
   */
  [TripsPatterns.seedFeatured]: {
    request: ByCaller<{ slug: string; description: string; plan: PlanTripDto }>;
    response: { trip: Trip; created: boolean };
  };
  /**
   * Featured trips closest to a trip, best first (see `related-routes.ts` in the trips
   * service), as cards: the trip named by id for whoever may read it by id, or by its share link.
   */
  [TripsPatterns.listRelated]: {
    request: ByCaller<{ tripId: number; limit: number }> | { shareableId: string; limit: number };
    response: TripCard[];
  };
  /** Admins only: the whole trip, for the admin trip editor. */
  [TripsPatterns.adminGet]: { request: ByCaller<{ tripId: number }>; response: Trip };
  /**
   * Admins only: replaces the trip's plan and words; a changed route makes its itinerary as a new
   * version, once per `idempotencyKey` (as `update`).
   */
  [TripsPatterns.adminUpdate]: {
    request: ByCaller<{ tripId: number; edit: AdminTripEdit; idempotencyKey: string }>;
    response: { trip: Trip; replayed: boolean };
  };
  /**
   * Admins only: every user's trips, newest first, matching the words and the featured filter,
   * one page of them and how many match in all.
   */
  [TripsPatterns.adminList]: {
    request: ByCaller<AdminTripsQuery>;
    response: AdminTripListings;
  };
  [TripsPatterns.save]: { request: ByCaller<{ tripId: number }>; response: Trip };
  [TripsPatterns.share]: {
    request: ByCaller<{ tripId: number }>;
    response: { shareableId: string };
  };
  /** Withdraws the share link: the old link is dead for good, sharing again makes a new one. */
  [TripsPatterns.unshare]: { request: ByCaller<{ tripId: number }>; response: { ok: true } };
  /**
   * `wasFeatured`: whether visitors could see the trip, so a gateway drops its public pages only
   * when they may have shown it.
   */
  [TripsPatterns.delete]: {
    request: ByCaller<{ tripId: number }>;
    response: { ok: true; wasFeatured: boolean };
  };
  /**
   * Admins only. Featuring may set the slug (refused with 409 when another trip has it) and the
   * description; without them the trip keeps its own.
   */
  [TripsPatterns.feature]: {
    request: ByCaller<{
      tripId: number;
      isFeatured: boolean;
      slug?: string;
      description?: string;
    }>;
    response: Trip;
  };
  [TripsPatterns.getItinerary]: { request: ByCaller<{ tripId: number }>; response: TripItinerary };
  [TripsPatterns.getShared]: { request: { shareableId: string }; response: SharedTrip };
  [TripsPatterns.completeGeneration]: {
    request: { tripId: number; version: number; itinerary: ItineraryResponse };
    response: { stored: boolean };
  };
  [TripsPatterns.export]: {
    request:
      | ByCaller<{ tripId: number; format: TripExportFormat }>
      | { shareableId: string; format: TripExportFormat };
    response: TripExportFile;
  };
  [TripsPatterns.suggestPlaces]: {
    request: { query: string; limit: number };
    response: PlaceSuggestion[];
  };
  /** Internal (workers): one stored version as generated, without any caller check. */
  [TripsPatterns.getItineraryVersion]: {
    request: { tripId: number; version: number };
    response: ItineraryResponse;
  };
  /** Internal (map.enrich): sets activity photos on a version; idempotent, a stale version is a no-op. */
  [TripsPatterns.addThumbnails]: {
    request: { tripId: number; version: number; thumbnails: ActivityThumbnail[] };
    response: { updated: number };
  };
  [TripsPatterns.failGeneration]: {
    request: { tripId: number; version: number; reason: string };
    response: { stored: boolean };
  };
}
