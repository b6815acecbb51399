import { startProcessMetrics, type RoadbookMetrics } from '@roadbook/platform';

/**
 * How often local mode's two processes sample their event loop's delay
 * (`nodejs_eventloop_lag_seconds`): every 10 s, where a service samples ten times a second
 * (EVENT_LOOP_SAMPLE_MS in libs/platform). Each sample wakes a process, and a process woken costs
 * the machine far more than the sample: at rest, waiting for the next plan, local mode's CPU is
 * mostly its wake-ups (docs/performance.md, "Fewer wake-ups at rest"). The figure stays, coarse:
 * a stall shows when a sample falls in it.
 */
export const LOCAL_EVENT_LOOP_SAMPLE_MS = 10_000;

/** The process's metrics with local mode's settings; first thing in each of its entry points. */
export function startLocalProcessMetrics(): RoadbookMetrics {
  return startProcessMetrics({ eventLoopSampleMs: LOCAL_EVENT_LOOP_SAMPLE_MS });
}
