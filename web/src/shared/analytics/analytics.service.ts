import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_PATH_MAX_LENGTH,
  analyticsPathOf,
  type AnalyticsEventName,
} from '@roadbook/contracts/browser';
import type { AnalyticsConfig } from '@roadbook/contracts';
import { loadGoogleAnalytics, type GoogleAnalytics } from './google-analytics';

export type { AnalyticsEventName };

export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** Events of the last moment go out together: one request for a burst of clicks. */
export const ANALYTICS_BATCH_DELAY_MS = 1000;
/** Events held for Google Analytics until its tag has loaded, when the operator turned it on. */
const GA_BACKLOG_MAX = 50;

interface QueuedEvent {
  name: AnalyticsEventName;
  path: string;
}

let queue: QueuedEvent[] = [];
let flushTimer: number | undefined;
let listening = false;
let google: GoogleAnalytics | undefined;
let googleBacklog: QueuedEvent[] | undefined = [];

/**
 * The page an event happened on: the path alone, since queries can hold tokens or search terms,
 * and only a page of the site (the server counts no other; a not-found page goes uncounted).
 */
function currentPath(): string | null {
  const path = window.location.pathname;
  return path.length <= ANALYTICS_PATH_MAX_LENGTH && analyticsPathOf(path) !== null ? path : null;
}

/** Hands the events to the browser to deliver even if the page is closing; never throws. */
function send(events: QueuedEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
    void fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Counting a visit must never break the page it counts.
  }
}

/** Sends what is queued now, in batches the server accepts. */
export function flushAnalytics(): void {
  window.clearTimeout(flushTimer);
  flushTimer = undefined;
  const events = queue;
  queue = [];
  for (let start = 0; start < events.length; start += ANALYTICS_MAX_BATCH) {
    send(events.slice(start, start + ANALYTICS_MAX_BATCH));
  }
}

function listenForPageHide(): void {
  if (listening) return;
  listening = true;
  // The last events of a visit leave with the page.
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}

function forwardToGoogle(event: QueuedEvent): void {
  if (google) google.event(event.name, event.path);
  else if (googleBacklog && googleBacklog.length < GA_BACKLOG_MAX) googleBacklog.push(event);
}

/** Records one event on the current page; it is sent with the others of the next second. */
export function track(name: AnalyticsEventName): void {
  const path = currentPath();
  if (path === null) return;
  const event = { name, path };
  queue.push(event);
  forwardToGoogle(event);
  listenForPageHide();
  flushTimer ??= window.setTimeout(flushAnalytics, ANALYTICS_BATCH_DELAY_MS);
}

async function readConfig(): Promise<AnalyticsConfig | null> {
  try {
    const response = await fetch('/api/config/analytics', { credentials: 'omit' });
    return response.ok ? ((await response.json()) as AnalyticsConfig) : null;
  } catch {
    return null;
  }
}

/**
 * Started 100 ms after the app: loads Google Analytics 4 when the operator configured it and
 * replays what happened before it loaded; otherwise events go to this site alone.
 */
export async function initAnalytics(): Promise<void> {
  const config = await readConfig();
  const backlog = googleBacklog ?? [];
  googleBacklog = undefined;
  if (!config?.ga4MeasurementId) return;
  google = loadGoogleAnalytics(config.ga4MeasurementId);
  for (const event of backlog) google.event(event.name, event.path);
}

/** Forgets every queued event and setting; for tests. */
export function resetAnalyticsForTests(): void {
  window.clearTimeout(flushTimer);
  flushTimer = undefined;
  queue = [];
  google = undefined;
  googleBacklog = [];
}
