/**
 * Queues and the jobs they carry. Every job name has exactly one payload type, one result type
 * and one queue; a worker refuses to start unless each job name has exactly one handler.
 */
export const QueueNames = {
  system: 'system',
} as const;
export type QueueName = (typeof QueueNames)[keyof typeof QueueNames];

export const JobNames = {
  systemPing: 'system.ping',
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

export interface JobPayloads {
  'system.ping': SystemPingPayload;
}

export interface JobResults {
  'system.ping': SystemPingResult;
}

export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'system.ping': QueueNames.system,
};

export const ALL_JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];
