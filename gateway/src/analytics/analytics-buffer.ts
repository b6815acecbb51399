import {
  analyticsPathOf,
  dailyCountKey,
  utcDayOf,
  type AnalyticsEventName,
  type DailyEventCount,
} from '@roadbook/contracts';

/**
 * Counts of events not yet stored, keyed by day, event and page. Bounded: when the store is
 * unreachable for long, new keys are dropped rather than let the gateway's memory grow.
 */
export class AnalyticsBuffer {
  private readonly counts = new Map<string, DailyEventCount>();

  constructor(readonly maxKeys: number) {}

  get size(): number {
    return this.counts.size;
  }

  /** Counts events that happened at `now`, on the UTC day of that moment. */
  add(events: readonly { name: AnalyticsEventName; path: string }[], now: Date): void {
    const day = utcDayOf(now);
    for (const event of events) {
      this.addCount({ day, name: event.name, path: analyticsPathOf(event.path), count: 1 });
    }
  }

  /** Puts counts back, e.g. after a write that failed; they merge with anything newer. */
  restore(counts: readonly DailyEventCount[]): void {
    for (const count of counts) this.addCount(count);
  }

  /** Everything counted so far, one row per key; the buffer is empty afterwards. */
  drain(): DailyEventCount[] {
    const counts = [...this.counts.values()];
    this.counts.clear();
    return counts;
  }

  private addCount(entry: DailyEventCount): void {
    const key = dailyCountKey(entry);
    const existing = this.counts.get(key);
    if (existing) existing.count += entry.count;
    else if (this.counts.size < this.maxKeys) this.counts.set(key, { ...entry });
  }
}
