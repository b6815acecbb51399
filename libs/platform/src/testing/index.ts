export * from './test-database';
export * from './test-redis';
export * from './recording-fakes';
