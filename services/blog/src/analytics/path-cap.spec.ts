import type { DailyEventCount } from '@roadbook/contracts';
import { oldestDayKept, withinPathCap } from './path-cap';

const view = (path: string, day = '2026-05-01'): DailyEventCount => ({
  day,
  name: 'page_view',
  path,
  count: 1,
});

describe('withinPathCap', () => {
  it('keeps the pages a day already counts, and new ones while it has room', () => {
    const known = new Map([['2026-05-01', new Set(['/', '/blog'])]]);
    expect(withinPathCap([view('/blog'), view('/plan')], known, 4)).toEqual([
      view('/blog'),
      view('/plan'),
    ]);
  });

  it('counts the pages past the cap together under /*, keeping the last place for it', () => {
    const known = new Map([['2026-05-01', new Set(['/', '/blog'])]]);
    const counted = withinPathCap(
      [view('/plan'), view('/itinerary/1'), view('/itinerary/2'), view('/')],
      known,
      4,
    );
    expect(counted.map((count) => count.path)).toEqual(['/plan', '/*', '/*', '/']);
  });

  it('caps each day on its own', () => {
    const known = new Map([['2026-05-01', new Set(['/', '/blog', '/*'])]]);
    const counted = withinPathCap([view('/plan'), view('/plan', '2026-05-02')], known, 3);
    expect(counted.map((count) => [count.day, count.path])).toEqual([
      ['2026-05-01', '/*'],
      ['2026-05-02', '/plan'],
    ]);
  });
});

describe('oldestDayKept', () => {
  it('keeps the given number of months back from today (UTC)', () => {
    expect(oldestDayKept(new Date('2026-05-01T10:00:00Z'), 13)).toBe('2025-04-01');
    expect(oldestDayKept(new Date('2026-01-15T23:59:00Z'), 1)).toBe('2025-12-15');
  });
});
