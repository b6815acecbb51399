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
  passwordResetMail: 'account.password-reset-mail',
  emailChangeMail: 'account.email-change-mail',
  emailChangedNotice: 'account.email-changed-notice',
  itineraryGenerate: 'itinerary.generate',
  mapEnrich: 'map.enrich',
} as const;
export type JobName = (typeof JobNames)[keyof typeof JobNames];

/**
 * The id each piece of work is queued under. Adding a job whose id is already queued does
 * nothing, so the same work is never queued twice; whoever waits for a job finds it by this id.
 */
export const JobIds = {
  itineraryGenerate: (tripId: number, version: number) => `itinerary-${tripId}-v${version}`,
  mapEnrich: (tripId: number, version: number) => `map-${tripId}-v${version}`,
  accountPurge: (userId: number) => `account-purge-${userId}`,
  passwordResetMail: (requestId: string) => `password-reset-${requestId}`,
  emailChangeMail: (requestId: string) => `email-change-${requestId}`,
  emailChangedNotice: (requestId: string) => `email-changed-${requestId}`,
} as const;

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

/**
 * One "forgot password" request, recorded as it came in. The worker asks the auth service for
 * a token (none when the address has no account) and mails the link, on its own PUBLIC_URL;
 * the answer to the request never depends on either.
 */
export interface PasswordResetMailPayload {
  /** Random per request: the auth service knows by it whether this request was mailed. */
  requestId: string;
  email: string;
}

export interface PasswordResetMailResult {
  /** False when the address has no account, or this request's mail had already gone out. */
  sent: boolean;
}

/**
 * One e-mail change a signed-in rider asked for. Only the request's id: the worker asks the auth
 * service for the pending address and a token, so neither sits in the queue.
 */
export interface EmailChangeMailPayload {
  requestId: string;
}

export interface EmailChangeMailResult {
  /** False when the change is no longer pending, or its mail had already gone out. */
  sent: boolean;
}

/** A confirmed e-mail change: the notice goes to the address the account had before. */
export interface EmailChangedNoticePayload {
  requestId: string;
  previousEmail: string;
  newEmail: string;
}

export interface EmailChangedNoticeResult {
  sent: true;
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

/**
 * How far an itinerary's job has come (its progress, in percent, from the step it has reached),
 * and what the trip's progress stream tells the rider meanwhile. The worker reports the steps;
 * the gateway names them; completing the job is 100.
 */
export const GenerationSteps = {
  waiting: { from: 0, label: 'Waiting for a planner' },
  planning: { from: 10, label: 'Finding places, roads and overnight towns' },
  saving: { from: 80, label: 'Saving your itinerary' },
  done: { from: 100, label: 'Done' },
} as const;

/** The label of the furthest step `progress` has reached. */
export function generationStepFor(progress: number): string {
  const reached = Object.values(GenerationSteps).filter((step) => progress >= step.from);
  return (reached.at(-1) ?? GenerationSteps.waiting).label;
}

/** A freshly generated itinerary version to enrich with activity photos. */
export interface MapEnrichPayload {
  tripId: number;
  version: number;
}

export interface MapEnrichResult {
  tripId: number;
  version: number;
  thumbnails: number;
}

export interface JobPayloads {
  'system.ping': SystemPingPayload;
  'account.purge': AccountPurgePayload;
  'account.password-reset-mail': PasswordResetMailPayload;
  'account.email-change-mail': EmailChangeMailPayload;
  'account.email-changed-notice': EmailChangedNoticePayload;
  'itinerary.generate': ItineraryGeneratePayload;
  'map.enrich': MapEnrichPayload;
}

export interface JobResults {
  'system.ping': SystemPingResult;
  'account.purge': AccountPurgeResult;
  'account.password-reset-mail': PasswordResetMailResult;
  'account.email-change-mail': EmailChangeMailResult;
  'account.email-changed-notice': EmailChangedNoticeResult;
  'itinerary.generate': ItineraryGenerateResult;
  'map.enrich': MapEnrichResult;
}

export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'system.ping': QueueNames.system,
  'account.purge': QueueNames.accounts,
  'account.password-reset-mail': QueueNames.accounts,
  'account.email-change-mail': QueueNames.accounts,
  'account.email-changed-notice': QueueNames.accounts,
  'itinerary.generate': QueueNames.itineraries,
  'map.enrich': QueueNames.maps,
};

export const ALL_JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];
