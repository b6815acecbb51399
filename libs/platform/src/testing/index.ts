export * from './test-database';
export * from './test-redis';
export * from './recording-fakes';
export * from './service-refusal';
export * from './test-nats';
export * from './heard-events';
