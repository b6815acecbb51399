import {
  analyticsPathOf,
  dailyCountKey,
  utcDayOf,
  type AnalyticsEventName,
  type DailyEventCount,
} from '@roadbook/contracts';

/**
 * Counts of events not yet stored, keyed by day, event and page. Bounded: when the store is
 * unreachable for long, new keys are dropped rather than let the gateway's memory grow; `add`
 * says how many events it dropped.
 */
export class AnalyticsBuffer {
  private readonly counts = new Map<string, DailyEventCount>();

  constructor(readonly maxKeys: number) {}

  get size(): number {
    return this.counts.size;
  }

  /**
   * Counts events that happened at `now`, on the UTC day of that moment; how many found no
   * room. Their paths were validated as pages of the site, so each has a path to count under.
   */
  add(events: readonly { name: AnalyticsEventName; path: string }[], now: Date): number {
    const day = utcDayOf(now);
    let dropped = 0;
    for (const event of events) {
      const path = analyticsPathOf(event.path);
      if (path !== null && !this.addCount({ day, name: event.name, path, count: 1 })) dropped += 1;
    }
    return dropped;
  }

  /** Everything counted so far, one row per key; the buffer is empty afterwards. */
  drain(): DailyEventCount[] {
    const counts = [...this.counts.values()];
    this.counts.clear();
    return counts;
  }

  /** False when the count found no room. */
  private addCount(entry: DailyEventCount): boolean {
    const key = dailyCountKey(entry);
    const existing = this.counts.get(key);
    if (existing) existing.count += entry.count;
    else if (this.counts.size < this.maxKeys) this.counts.set(key, { ...entry });
    else return false;
    return true;
  }
}
