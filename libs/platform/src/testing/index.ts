export * from './test-database';
export * from './test-redis';
export * from './test-transport';
export * from './recording-fakes';
export * from './service-refusal';
