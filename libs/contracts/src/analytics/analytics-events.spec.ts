import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { mergeDailyCounts, utcDayOf } from './analytics-counts';
import { ANALYTICS_MAX_BATCH, AnalyticsMessages, analyticsPathOf } from './analytics-events';
import { AnalyticsEventBatchDto } from './analytics-events.dto';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...messagesOf(error.children ?? []),
  ]);
}

function check(body: unknown): string[] {
  return messagesOf(validateSync(plainToInstance(AnalyticsEventBatchDto, body)));
}

describe('AnalyticsEventBatchDto', () => {
  it('accepts known events with a site path', () => {
    expect(
      check({
        events: [
          { name: 'page_view', path: '/' },
          { name: 'trip_saved', path: '/itinerary/42' },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses an unknown event name', () => {
    expect(check({ events: [{ name: 'purchase', path: '/' }] })).toEqual([
      AnalyticsMessages.unknownEvent,
    ]);
  });

  it.each([
    ['a query string', '/blog?tag=alps'],
    ['a fragment', '/blog#top'],
    ['a full address', 'https://evil.example/'],
    ['no leading slash', 'blog'],
    ['white space', '/my trips'],
    ['too many characters', `/${'a'.repeat(200)}`],
  ])('refuses a path with %s', (_what, path) => {
    expect(check({ events: [{ name: 'page_view', path }] })).toContain(AnalyticsMessages.badPath);
  });

  it('refuses an empty batch and one over the limit', () => {
    expect(check({ events: [] })).toEqual([AnalyticsMessages.emptyBatch]);
    const tooMany = Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => ({
      name: 'page_view',
      path: '/',
    }));
    expect(check({ events: tooMany })).toEqual([AnalyticsMessages.tooMany]);
    expect(check({})).toContain(AnalyticsMessages.emptyBatch);
  });
});

describe('analyticsPathOf', () => {
  it('folds share links and reset links together so none is listed', () => {
    expect(analyticsPathOf('/shared/3f1c9a7e-secret')).toBe('/shared/*');
    expect(analyticsPathOf('/reset-password/abc')).toBe('/reset-password/*');
  });

  it('keeps other paths, without a trailing slash', () => {
    expect(analyticsPathOf('/blog/alps-passes/')).toBe('/blog/alps-passes');
    expect(analyticsPathOf('/')).toBe('/');
    expect(analyticsPathOf('/reset-password')).toBe('/reset-password');
  });
});

describe('mergeDailyCounts', () => {
  it('adds counts of the same day, event and page', () => {
    expect(
      mergeDailyCounts([
        { day: '2026-05-01', name: 'page_view', path: '/', count: 2 },
        { day: '2026-05-01', name: 'page_view', path: '/blog', count: 1 },
        { day: '2026-05-01', name: 'page_view', path: '/', count: 3 },
        { day: '2026-05-02', name: 'page_view', path: '/', count: 1 },
      ]),
    ).toEqual([
      { day: '2026-05-01', name: 'page_view', path: '/', count: 5 },
      { day: '2026-05-01', name: 'page_view', path: '/blog', count: 1 },
      { day: '2026-05-02', name: 'page_view', path: '/', count: 1 },
    ]);
  });

  it('counts days in UTC', () => {
    expect(utcDayOf(new Date('2026-05-01T23:59:59-05:00'))).toBe('2026-05-02');
  });
});
