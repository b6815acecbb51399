import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsSnapshot } from './roadbook-metrics';

/**
 * One registry from several processes' metrics, each family once: every series gets a `process`
 * label naming where it came from, so the families merge (`AggregatorRegistry.aggregate`) while
 * the series stay apart (two heaps are never added up into one).
 */
export function mergeSnapshots(snapshots: Readonly<Record<string, MetricsSnapshot>>): Registry {
  const labelled = Object.entries(snapshots).map(([process, metrics]) =>
    metrics.map((metric) => ({
      ...metric,
      values: metric.values.map((value) => ({
        ...value,
        labels: { ...value.labels, process },
      })),
    })),
  );
  return AggregatorRegistry.aggregate(labelled);
}
