/**
 * First-party analytics: the events the web may report, and what one event may carry. Only an
 * event's name and the path of the page it happened on are kept, counted per day: no address,
 * no account, no cookie.
 */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'sign_up',
  'login',
  'user_logout',
  'trip_planned',
  'trip_saved',
  'trip_shared',
  'trip_exported',
  'blog_post_viewed',
  'search',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Most events one request may carry: a page batches what happened in its last second or so. */
export const ANALYTICS_MAX_BATCH = 20;
export const ANALYTICS_PATH_MAX_LENGTH = 200;
/**
 * What a stored path may hold: printable ASCII from a leading `/`, without query or fragment
 * (queries can hold tokens and search terms). A browser's `location.pathname` is always this,
 * percent-encoded; a NUL or a line break only comes from a script, and PostgreSQL refuses NUL.
 */
export const ANALYTICS_PATH_PATTERN = /^\/[\x21\x22\x24-\x3e\x40-\x7e]*$/;

export const AnalyticsMessages = {
  unknownEvent: `Unknown analytics event. Known events: ${ANALYTICS_EVENT_NAMES.join(', ')}`,
  badPath: `path must be the path of one of this site's pages, without query or fragment, at most ${ANALYTICS_PATH_MAX_LENGTH} characters`,
  emptyBatch: 'events must hold at least one event',
  tooMany: `Send at most ${ANALYTICS_MAX_BATCH} events at a time`,
  tooManyRequests: 'Too many analytics requests. Please slow down.',
  badDays: 'days must be a whole number from 1 to 365',
} as const;

export const ANALYTICS_REPORT_DEFAULT_DAYS = 30;
export const ANALYTICS_REPORT_MAX_DAYS = 365;

/** A Google Analytics 4 measurement id, as the operator may configure one. */
export const GA4_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/** What the web learns about analytics (GET /api/config/analytics). */
export interface AnalyticsConfig {
  /** Set when the operator turned Google Analytics 4 on; the web then forwards its events. */
  ga4MeasurementId: string | null;
}

export interface AnalyticsDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  pageViews: number;
  /** Every other event of the day. */
  events: number;
}

/** The admin dashboard's figures over the last `days` days, today included. */
export interface AnalyticsReport {
  days: number;
  from: string;
  to: string;
  daily: AnalyticsDay[];
  totals: { name: AnalyticsEventName; count: number }[];
  topPages: { path: string; views: number }[];
}
