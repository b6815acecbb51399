import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsReport } from '@roadbook/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ADMIN } from '../../../test/fixtures/blog-fixtures';

afterEach(() => vi.unstubAllGlobals());

function report(days: number): AnalyticsReport {
  return {
    days,
    from: '2026-05-01',
    to: '2026-05-02',
    daily: [
      { day: '2026-05-01', pageViews: 3, events: 0 },
      { day: '2026-05-02', pageViews: 9, events: 2 },
    ],
    totals: [
      { name: 'page_view', count: 12 },
      { name: 'trip_saved', count: 2 },
    ],
    topPages: [
      { path: '/', views: 8 },
      { path: '/blog', views: 4 },
    ],
  };
}

describe('/admin/analytics', () => {
  it('shows an admin the totals, each day and the top pages', async () => {
    const api = installFakeApi()
      .on('GET /api/auth/user', { body: ADMIN })
      .on('GET /api/admin/analytics', { body: report(30) });
    renderApp('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Analytics' })).toBeVisible();
    expect(await screen.findByTestId('figure-Page views')).toHaveTextContent('12');
    expect(screen.getByTestId('figure-Other events')).toHaveTextContent('2');
    const days = screen.getAllByTestId('analytics-day');
    expect(days).toHaveLength(2);
    // Newest first.
    expect(within(days[0]).getByText('9')).toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Most viewed pages' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/8', '/blog4']);
    expect(api.calls.map((call) => call.route)).toContain('GET /api/admin/analytics');
  });

  it('asks for another period when the admin picks one', async () => {
    const asked: string[] = [];
    installFakeApi().on('GET /api/auth/user', { body: ADMIN });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/admin/analytics')) {
        asked.push(new URL(url, window.location.href).search);
        return Promise.resolve(Response.json(report(7)));
      }
      return original!(input, init);
    });
    renderApp('/admin/analytics');
    await userEvent.click(await screen.findByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked).toEqual(['?days=30', '?days=7']));
  });

  it('sends a signed-in rider who is not an admin home', async () => {
    installFakeApi().on('GET /api/auth/user', { body: { ...ADMIN, role: 'user' } });
    const { router } = renderApp('/admin/analytics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
