import { processMetrics, type MetricsSnapshot } from '@roadbook/platform';
import { randomUUID } from 'node:crypto';
import type { ProcessSupervisor } from './process-supervisor';

/**
 * Local mode serves one /metrics for its two processes: the launcher asks its worker process for
 * its metrics over IPC (no port of its own to find or secure) and merges them with its own.
 */
interface MetricsRequest {
  type: 'roadbook:metrics-request';
  id: string;
}

interface MetricsAnswer {
  type: 'roadbook:metrics';
  id: string;
  metrics: MetricsSnapshot;
}

/** A worker process that is busy or restarting is left out of one scrape rather than holding it. */
const CHILD_METRICS_TIMEOUT_MS = 2_000;

/** In the child: answers each metrics request with this process's metrics as JSON. */
export function answerMetricsRequests(): void {
  process.on('message', (message: Partial<MetricsRequest>) => {
    if (message?.type !== 'roadbook:metrics-request' || typeof message.id !== 'string') return;
    const id = message.id;
    void processMetrics()
      .json()
      .then((metrics) => {
        const answer: MetricsAnswer = { type: 'roadbook:metrics', id, metrics };
        process.send?.(answer);
      });
  });
}

/** In the launcher: the instance's metrics, or undefined when it is not running or too slow. */
export function askChildMetrics<A extends string>(
  supervisor: ProcessSupervisor<A>,
  instance: string,
  timeoutMs = CHILD_METRICS_TIMEOUT_MS,
): Promise<MetricsSnapshot | undefined> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const finish = (metrics: MetricsSnapshot | undefined) => {
      clearTimeout(timer);
      supervisor.off('message', onMessage);
      resolve(metrics);
    };
    const onMessage = (from: string, message: unknown) => {
      const answer = message as Partial<MetricsAnswer>;
      if (from === instance && answer?.type === 'roadbook:metrics' && answer.id === id) {
        finish(answer.metrics);
      }
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    supervisor.on('message', onMessage);
    const request: MetricsRequest = { type: 'roadbook:metrics-request', id };
    if (!supervisor.send(instance, request)) finish(undefined);
  });
}
