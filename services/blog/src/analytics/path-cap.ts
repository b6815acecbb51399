import { OTHER_PAGES_PATH, type DailyEventCount } from '@roadbook/contracts';

/**
 * Counts as they may be stored when a day holds at most `maxPaths` distinct pages: counts for
 * pages the day already has, or while it has room, keep their path; the rest are counted under
 * `OTHER_PAGES_PATH`, so the day's totals stay right. `known` holds each day's stored paths.
 */
export function withinPathCap(
  counts: readonly DailyEventCount[],
  known: ReadonlyMap<string, ReadonlySet<string>>,
  maxPaths: number,
): DailyEventCount[] {
  const paths = new Map([...known].map(([day, stored]) => [day, new Set(stored)]));
  return counts.map((count) => {
    const day = paths.get(count.day) ?? new Set<string>();
    paths.set(count.day, day);
    if (day.has(count.path)) return count;
    // The last place is kept for the overflow path, so a full day can still count a view.
    const room = day.has(OTHER_PAGES_PATH) ? maxPaths : maxPaths - 1;
    if (day.size < room || count.path === OTHER_PAGES_PATH) {
      day.add(count.path);
      return count;
    }
    day.add(OTHER_PAGES_PATH);
    return { ...count, path: OTHER_PAGES_PATH };
  });
}

/** The first day kept when `months` months are kept, as `YYYY-MM-DD` (UTC). */
export function oldestDayKept(now: Date, months: number): string {
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()),
  );
  return day.toISOString().slice(0, 10);
}
