import type { ImageCredit, ItineraryResponse } from '../planner/itinerary.types';
import type { PlanTripDto } from '../planner/plan-trip.dto';
import type { PlaceSuggestion } from './place-suggestion.types';
import type { TripCard } from './trip-card.types';
import type { PublicTrip, SharedTrip, Trip, TripCaller, TripItinerary } from './trip.types';

export const TripsPatterns = {
  create: 'trips.trip.create',
  update: 'trips.trip.update',
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
  'trips.trip.create': { request: ByCaller<{ plan: PlanTripDto }>; response: Trip };
  'trips.trip.update': { request: ByCaller<{ tripId: number; plan: PlanTripDto }>; response: Trip };
  /** The whole trip for its owner and admins; the public view for anyone else (featured only). */
  'trips.trip.get': { request: ByCaller<{ tripId: number }>; response: Trip | PublicTrip };
  'trips.trip.list-by-user': { request: { userId: number }; response: Trip[] };
  'trips.trip.list-featured': { request: { limit?: number }; response: PublicTrip[] };
  'trips.trip.get-by-slug': { request: { slug: string }; response: PublicTrip };
  /**
   * Cards of the named trips that anyone may open by id (featured), in the order asked; ids of
   * other trips, or of trips since deleted, are left out.
   */
  'trips.trip.list-cards': { request: { tripIds: number[] }; response: TripCard[] };
  'trips.trip.save': { request: ByCaller<{ tripId: number }>; response: Trip };
  'trips.trip.share': { request: ByCaller<{ tripId: number }>; response: { shareableId: string } };
  /** Withdraws the share link: the old link is dead for good, sharing again makes a new one. */
  'trips.trip.unshare': { request: ByCaller<{ tripId: number }>; response: { ok: true } };
  'trips.trip.delete': { request: ByCaller<{ tripId: number }>; response: { ok: true } };
  'trips.trip.feature': {
    request: ByCaller<{ tripId: number; isFeatured: boolean }>;
    response: Trip;
  };
  'trips.itinerary.get': { request: ByCaller<{ tripId: number }>; response: TripItinerary };
  'trips.shared.get': { request: { shareableId: string }; response: SharedTrip };
  'trips.itinerary.complete': {
    request: { tripId: number; version: number; itinerary: ItineraryResponse };
    response: { stored: boolean };
  };
  'trips.trip.export': {
    request:
      | ByCaller<{ tripId: number; format: TripExportFormat }>
      | { shareableId: string; format: TripExportFormat };
    response: TripExportFile;
  };
  'trips.places.suggest': {
    request: { query: string; limit: number };
    response: PlaceSuggestion[];
  };
  /** Internal (workers): one stored version as generated, without any caller check. */
  'trips.itinerary.get-version': {
    request: { tripId: number; version: number };
    response: ItineraryResponse;
  };
  /** Internal (map.enrich): sets activity photos on a version; idempotent, a stale version is a no-op. */
  'trips.itinerary.add-thumbnails': {
    request: { tripId: number; version: number; thumbnails: ActivityThumbnail[] };
    response: { updated: number };
  };
  'trips.itinerary.fail': {
    request: { tripId: number; version: number; reason: string };
    response: { stored: boolean };
  };
}
