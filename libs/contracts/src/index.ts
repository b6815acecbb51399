export * from './transport/message-patterns';
export * from './jobs/job-names';
export * from './health/health.types';
