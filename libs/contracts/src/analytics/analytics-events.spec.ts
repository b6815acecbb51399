import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { mergeDailyCounts, utcDayOf } from './analytics-counts';
import { ANALYTICS_MAX_BATCH, ANALYTICS_PATH_PATTERN, AnalyticsMessages } from './analytics-events';
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
    ['too many characters', `/blog/${'a'.repeat(200)}`],
    ['a NUL', '/blog\u0000'],
    ['a line break', '/blog/alps\n'],
    ['no page of the site', '/wp-admin/setup.php'],
    ['a page made up under a real one', '/blog/alps/passes'],
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

describe('ANALYTICS_PATH_PATTERN', () => {
  it('takes printable paths, percent-encoded as browsers send them', () => {
    expect(ANALYTICS_PATH_PATTERN.test('/blog/caf%C3%A9')).toBe(true);
    expect(ANALYTICS_PATH_PATTERN.test('/*')).toBe(true);
  });

  it('refuses control characters, spaces and anything past ASCII', () => {
    for (const path of ['/a\u0000', '/a\t', '/a\r\n', '/a b', '/café', '/a\u007f']) {
      expect(ANALYTICS_PATH_PATTERN.test(path)).toBe(false);
    }
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
