/**
 * Queues and the jobs they carry. Every job name has exactly one payload type, one result type
 * and one queue; a worker refuses to start unless each job name has exactly one handler.
 */
export const QueueNames = {
  system: 'system',
  accounts: 'accounts',
} as const;
export type QueueName = (typeof QueueNames)[keyof typeof QueueNames];

export const JobNames = {
  systemPing: 'system.ping',
  accountPurge: 'account.purge',
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

export interface JobPayloads {
  'system.ping': SystemPingPayload;
  'account.purge': AccountPurgePayload;
}

export interface JobResults {
  'system.ping': SystemPingResult;
  'account.purge': AccountPurgeResult;
}

export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'system.ping': QueueNames.system,
  'account.purge': QueueNames.accounts,
};

export const ALL_JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];
