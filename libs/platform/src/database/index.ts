// A service's own database: the TypeORM module and the foundation every service module starts
// from, its health check, row helpers, full-text search and the database's notifications. Apart
// from the platform's main entry so that the apps without a database of their own (the gateway,
// the workers) do not load TypeORM.
export * from './database-channel';
export * from './database.module';
export * from './hot-statements';
export * from './migrate-service-schema';
export * from './table-rows';
export * from './unique-violation';
export * from './with-service-database';
export * from '../health/service-health.module';
export * from '../lifecycle/service-imports';
export * from '../search/full-text-search';
