export * from './merge-snapshots';
export * from './metrics-server';
export * from './metrics.module';
export * from './roadbook-metrics';
