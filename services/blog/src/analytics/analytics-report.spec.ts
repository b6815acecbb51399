import { buildReport, fillDays, reportWindow } from './analytics-report';

describe('reportWindow', () => {
  it('ends today and spans the asked number of days', () => {
    expect(reportWindow(7, new Date('2026-03-02T08:00:00Z'))).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
    expect(reportWindow(1, new Date('2026-03-02T23:59:00Z'))).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
    });
  });
});

describe('fillDays', () => {
  it('lists every day in order, zero where nothing was counted', () => {
    expect(
      fillDays({ from: '2026-02-27', to: '2026-03-01' }, [
        { day: '2026-03-01', pageViews: 4, events: 1 },
      ]),
    ).toEqual([
      { day: '2026-02-27', pageViews: 0, events: 0 },
      { day: '2026-02-28', pageViews: 0, events: 0 },
      { day: '2026-03-01', pageViews: 4, events: 1 },
    ]);
  });
});

describe('buildReport', () => {
  it('carries the window, totals and top pages', () => {
    const report = buildReport(
      2,
      { from: '2026-03-01', to: '2026-03-02' },
      {
        daily: [{ day: '2026-03-02', pageViews: 3, events: 1 }],
        totals: [
          { name: 'page_view', count: 3 },
          { name: 'trip_saved', count: 1 },
        ],
        topPages: [{ path: '/', views: 3 }],
      },
    );
    expect(report).toEqual({
      days: 2,
      from: '2026-03-01',
      to: '2026-03-02',
      daily: [
        { day: '2026-03-01', pageViews: 0, events: 0 },
        { day: '2026-03-02', pageViews: 3, events: 1 },
      ],
      totals: [
        { name: 'page_view', count: 3 },
        { name: 'trip_saved', count: 1 },
      ],
      topPages: [{ path: '/', views: 3 }],
    });
  });
});
