import type { Trip } from './trip.types';

/** `GET /api/admin/trips`: rows per page by default and at most; pages past the last are empty. */
export const ADMIN_TRIPS_PAGE_SIZE = { default: 20, max: 50 } as const;
export const ADMIN_TRIPS_PAGE_MAX = 10_000;
export const ADMIN_TRIPS_QUERY_MAX_LENGTH = 100;

export const AdminTripsMessages = {
  pageInvalid: `page must be a whole number from 1 to ${ADMIN_TRIPS_PAGE_MAX}`,
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${ADMIN_TRIPS_PAGE_SIZE.max}`,
  featuredInvalid: 'featured must be true or false',
  queryTooLong: `Search for at most ${ADMIN_TRIPS_QUERY_MAX_LENGTH} characters`,
} as const;

/** A trip's state as the admin's list shows it: featured, else saved by its owner, else a draft. */
export type AdminTripStatus = 'draft' | 'saved' | 'featured';

export function adminTripStatus(trip: Pick<Trip, 'isFeatured' | 'isSaved'>): AdminTripStatus {
  if (trip.isFeatured) return 'featured';
  return trip.isSaved ? 'saved' : 'draft';
}

/** What the admin's list is asked: words over name and places, featured or not, which page. */
export interface AdminTripsQuery {
  q?: string;
  featured?: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One trip of the admin's list, with what the list shows beside it. */
export interface AdminTripRow {
  trip: Trip;
  /** The owner's username (or e-mail); null for a visitor's draft or an account since deleted. */
  ownerName: string | null;
  /** The start, the waypoints and the destination, each place once. */
  places: number;
  /** Days of the current itinerary; null while it is being made or when it failed. */
  days: number | null;
  status: AdminTripStatus;
}

/** `GET /api/admin/trips`: one page of every user's trips, newest first, and how many match. */
export interface AdminTripsPage {
  rows: AdminTripRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A row as the trips service answers it: the gateway adds the owner's name from the auth service. */
export type AdminTripListing = Omit<AdminTripRow, 'ownerName'>;

export interface AdminTripListings {
  rows: AdminTripListing[];
  total: number;
}
