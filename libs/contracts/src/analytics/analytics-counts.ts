import type { AnalyticsEventName } from './analytics-events';

/** How many times an event happened on a page on one day (UTC). */
export interface DailyEventCount {
  day: string;
  name: AnalyticsEventName;
  path: string;
  count: number;
}

/** One key per day, event and page. */
export function dailyCountKey({ day, name, path }: Omit<DailyEventCount, 'count'>): string {
  return `${day}\n${name}\n${path}`;
}

/** Adds counts of the same day, event and page together; one row per key comes out. */
export function mergeDailyCounts(counts: readonly DailyEventCount[]): DailyEventCount[] {
  const merged = new Map<string, DailyEventCount>();
  for (const entry of counts) {
    const key = dailyCountKey(entry);
    const existing = merged.get(key);
    if (existing) existing.count += entry.count;
    else merged.set(key, { ...entry });
  }
  return [...merged.values()];
}

/** `YYYY-MM-DD` of a moment, in UTC: every server counts a day the same way. */
export function utcDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
