import {
  utcDayOf,
  type AnalyticsDay,
  type AnalyticsEventName,
  type AnalyticsReport,
} from '@roadbook/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first and last day (UTC) of a report over `days` days ending today. */
export function reportWindow(days: number, now: Date): { from: string; to: string } {
  return { from: utcDayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDayOf(now) };
}

/** Every day of the window in order, zero where nothing was counted, so bars line up by date. */
export function fillDays(
  window: { from: string; to: string },
  counted: readonly AnalyticsDay[],
): AnalyticsDay[] {
  const byDay = new Map(counted.map((entry) => [entry.day, entry]));
  const days: AnalyticsDay[] = [];
  for (
    let moment = new Date(`${window.from}T00:00:00Z`);
    utcDayOf(moment) <= window.to;
    moment = new Date(moment.getTime() + DAY_MS)
  ) {
    const day = utcDayOf(moment);
    days.push(byDay.get(day) ?? { day, pageViews: 0, events: 0 });
  }
  return days;
}

export function buildReport(
  days: number,
  window: { from: string; to: string },
  rows: {
    daily: readonly AnalyticsDay[];
    totals: readonly { name: AnalyticsEventName; count: number }[];
    topPages: readonly { path: string; views: number }[];
  },
): AnalyticsReport {
  return {
    days,
    ...window,
    daily: fillDays(window, rows.daily),
    totals: [...rows.totals],
    topPages: [...rows.topPages],
  };
}
