import type { PlanTripInput } from '../planner/plan-trip.dto';

/**
 * Queues and the jobs they carry. Every job name has exactly one payload type, one result type
 * and one queue; a worker refuses to start unless each job name has exactly one handler.
 */
export const QueueNames = {
  system: 'system',
  accounts: 'accounts',
  itineraries: 'itineraries',
  maps: 'maps',
} as const;
export type QueueName = (typeof QueueNames)[keyof typeof QueueNames];

export const JobNames = {
  systemPing: 'system.ping',
  accountPurge: 'account.purge',
  itineraryGenerate: 'itinerary.generate',
  mapEnrich: 'map.enrich',
} as const;
export type JobName = (typeof JobNames)[keyof typeof JobNames];

export interface SystemPingPayload {
  /** Who asked, for the logs. */
  requestedBy: string;
}

export interface SystemPingResult {
  pong: true;
  /** The worker process that answered. */
  workerPid: number;
}

/** A deleted account's data in the other services: its trips, itineraries, shares, uploads. */
export interface AccountPurgePayload {
  userId: number;
}

export interface AccountPurgeResult {
  tripsDeleted: number;
  uploadsDeleted: number;
}

/** Everything the worker needs to plan a trip: it never reads the trips service's tables. */
export interface ItineraryGeneratePayload {
  tripId: number;
  version: number;
  plan: PlanTripInput;
}

export interface ItineraryGenerateResult {
  tripId: number;
  version: number;
  days: number;
}

/** A freshly generated itinerary version to enrich: activity thumbnails and the static map. */
export interface MapEnrichPayload {
  tripId: number;
  version: number;
}

export interface MapEnrichResult {
  tripId: number;
  version: number;
  thumbnails: number;
  staticMap: boolean;
}

export interface JobPayloads {
  'system.ping': SystemPingPayload;
  'account.purge': AccountPurgePayload;
  'itinerary.generate': ItineraryGeneratePayload;
  'map.enrich': MapEnrichPayload;
}

export interface JobResults {
  'system.ping': SystemPingResult;
  'account.purge': AccountPurgeResult;
  'itinerary.generate': ItineraryGenerateResult;
  'map.enrich': MapEnrichResult;
}

export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'system.ping': QueueNames.system,
  'account.purge': QueueNames.accounts,
  'itinerary.generate': QueueNames.itineraries,
  'map.enrich': QueueNames.maps,
};

export const ALL_JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];
