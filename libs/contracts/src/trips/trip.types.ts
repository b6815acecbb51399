import type { ItineraryResponse } from '../planner/itinerary.types';
import type { GroupRider } from '../planner/riding-group';
import type { RouteType, TravelMode, TripType } from '../planner/plan-form.options';

export const GENERATION_STATUSES = ['generating', 'ready', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** A trip as the client sees it (docs/product.md#trips), with its generation state. */
export interface Trip {
  id: number;
  userId: number | null;
  shareableId: string | null;
  slug: string | null;
  name: string;
  description: string | null;
  tripType: TripType;
  /** YYYY-MM-DD, or '' when not specified. */
  startDate: string;
  endDate: string;
  travelMode: TravelMode;
  travelers: number;
  adults: number;
  hotelRooms: number;
  startLocation: string;
  destination: string;
  isRoundTrip: boolean;
  waypoints: string[];
  routeType: RouteType;
  activities: string[];
  accommodation: string[];
  budget: string;
  drivingHours: string;
  additionalNotes: string;
  /** Days off the bike at `restIn` (a stop or the destination); 0 and '' for none. */
  restDays: number;
  restIn: string;
  /** The riders and their fuel ranges; empty for none. */
  group: GroupRider[];
  /** Days may arrive after sunset; by default each arrives before it. */
  rideAfterDark: boolean;
  /** Hours of riding for a loop from the start; null when the trip is not a loop. */
  loopHours: number | null;
  isSaved: boolean;
  isFeatured: boolean;
  isPublic: boolean;
  createdAt: string;
  /** Each change of the plan makes a new itinerary version. */
  version: number;
  generationStatus: GenerationStatus;
  /** Why generation failed, in words a traveller can act on. */
  generationError: string | null;
}

/**
 * A trip as someone who neither owns nor administers it sees it (a featured trip, or a trip
 * opened through its share link): never who owns it or whether they saved it. The notes are
 * there only on the featured trip page, and only when the owner featured the trip themself.
 */
export type PublicTrip = Omit<Trip, 'userId' | 'isSaved' | 'additionalNotes'> &
  Partial<Pick<Trip, 'additionalNotes'>>;

/** GET /api/trips/:id/itinerary: the stored itinerary of the trip's current version. */
export type TripItinerary = ItineraryResponse & { version: number; createdAt: string };

/** GET /api/shared/:shareableId: the trip with its itinerary. */
export interface SharedTrip {
  trip: PublicTrip;
  itinerary: TripItinerary | null;
  mapData: TripItinerary['mapData'] | null;
}

/** Pushed over server-sent events while an itinerary is being made. */
export interface GenerationProgress {
  tripId: number;
  version: number;
  status: GenerationStatus;
  /** 0–100. */
  progress: number;
  step: string;
  error?: string;
}

/**
 * Who is asking: a signed-in user, and/or the browser that made a visitor's draft. The gateway
 * builds it from the session and the visitor cookie, never from the request body; the trips
 * service believes it as sent because only Roadbook's own apps reach it (NATS admits only the
 * deployment's user, docs/adr/0012-services-on-nats.md; local mode's apps share one process),
 * and refuses one whose caller is malformed.
 */
export interface TripCaller {
  userId?: number;
  role?: 'user' | 'admin';
  /** Hash of the browser's visitor token. */
  visitorTokenHash?: string;
}
