import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  ADMIN,
  makePost,
  makePostPage,
  makeTripCard,
  summaryOf,
} from '../../../test/fixtures/blog-fixtures';
const SLUG = 'riding-the-million-dollar-highway';
let api: FakeApi;

const page = makePostPage({
  metaTitle: 'Million Dollar Highway by motorcycle',
  linkedTrips: [makeTripCard({ id: 7, name: 'San Juan Skyway' })],
  relatedPosts: [1, 2, 3].map((n) =>
    summaryOf(makePost({ id: 20 + n, title: `Related ${n}`, slug: `related-${n}` })),
  ),
  relatedRoutes: [1, 2, 3].map((n) =>
    makeTripCard({
      id: 30 + n,
      name: `Route ${n}`,
      slug: `route-${n}-${30 + n}`,
      startLocation: `Town ${n}`,
    }),
  ),
});

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { status: 401, body: {} })
    .on(`GET /api/blog/${SLUG}`, { body: page });
});

afterEach(() => vi.unstubAllGlobals());

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('blog post', () => {
  it('shows tags, title, date, author, image and the HTML body; sets title and description', async () => {
    renderApp(`/blog/${SLUG}`);
    const title = await screen.findByRole('heading', { name: page.title, level: 1 });
    const header = within(title.parentElement as HTMLElement);
    expect(header.getByText('Colorado')).toBeInTheDocument();
    expect(header.getByText('By Admin')).toBeInTheDocument();
    expect(header.getByText('May 2, 2026')).toBeInTheDocument();
    const body = screen.getByTestId('post-body');
    expect(within(body).getByText('switchbacks').tagName).toBe('STRONG');
    expect(within(body).getByRole('listitem')).toHaveTextContent('Fuel in Ouray');
    const image = screen.getByRole('img', { name: page.title });
    expect(image.getAttribute('srcset')).toContain('w=1280&q=85&f=webp 1280w');
    expect(document.title).toBe('Million Dollar Highway by motorcycle — Roadbook');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ouray to Silverton without guardrails.',
    );
    expect(screen.queryByRole('link', { name: 'Edit Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('lists linked trips with View Itinerary, 3 related articles and 3 related routes, each opening its own page', async () => {
    renderApp(`/blog/${SLUG}`);
    await screen.findByRole('heading', { name: page.title, level: 1 });

    const trips = section('Featured Trips');
    expect(within(trips).getByText('San Juan Skyway')).toBeInTheDocument();
    expect(within(trips).getByRole('link', { name: 'View Itinerary' })).toHaveAttribute(
      'href',
      '/itinerary/7',
    );

    const articles = section('Related Articles');
    const articleLinks = within(articles).getAllByRole('link', { name: /^Related \d$/ });
    expect(articleLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/related-1',
      '/blog/related-2',
      '/blog/related-3',
    ]);

    const routes = section('Related Routes');
    const cards = within(routes).getAllByTestId('trip-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Route 1',
      'Route 2',
      'Route 3',
    ]);
    expect(
      cards.map((card) =>
        within(card).getByRole('link', { name: 'View Route' }).getAttribute('href'),
      ),
    ).toEqual(['/trips/route-1-31', '/trips/route-2-32', '/trips/route-3-33']);
  });

  it('opens a related route on its own page when its card is followed', async () => {
    api.on('GET /api/trips/slug/route-2-32', { status: 404, body: {} });
    const { router } = renderApp(`/blog/${SLUG}`);
    await screen.findByRole('heading', { name: page.title, level: 1 });
    const card = within(section('Related Routes'))
      .getAllByTestId('trip-card')
      .find((candidate) => within(candidate).queryByText('Route 2'));
    await userEvent.click(within(card!).getByRole('link', { name: 'View Route' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/route-2-32'));
  });

  it("says 'Blog post not found' with Back to Blog for an unknown slug", async () => {
    renderApp('/blog/no-such-post');
    await screen.findByRole('heading', { name: 'Blog post not found' });
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('gives admins Edit Post and a Publish/Unpublish button that calls the server', async () => {
    api
      .on('GET /api/auth/user', { body: ADMIN })
      .on('POST /api/admin/blog/11/unpublish', () => {
        api.on(`GET /api/blog/${SLUG}`, {
          body: { ...page, status: 'draft' },
        });
        return { body: makePost({ status: 'draft' }) };
      })
      .on('POST /api/admin/blog/11/publish', { body: makePost() });
    renderApp(`/blog/${SLUG}`);
    expect(await screen.findByRole('link', { name: 'Edit Post' })).toHaveAttribute(
      'href',
      '/admin/blog/11/edit',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Blog post unpublished successfully!')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post published successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.map((call) => call.route)).toEqual(
        expect.arrayContaining([
          'POST /api/admin/blog/11/unpublish',
          'POST /api/admin/blog/11/publish',
        ]),
      ),
    );
  });
});
