import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { RIDER, makeTrip } from '../../../test/fixtures/trip-fixtures';
let api: FakeApi;

const saved = makeTrip({
  id: 7,
  isSaved: true,
  activities: ['nature', 'riding-road', 'food', 'museum', 'hiking'],
});
const draft = makeTrip({ id: 8, name: 'Beartooth Loop', activities: ['nature'] });

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { body: RIDER })
    .on('GET /api/trips/user', { body: [saved, draft] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

async function shareFirstTrip() {
  renderApp('/my-trips');
  const card = (await screen.findAllByTestId('my-trip', {}))[0];
  await userEvent.click(within(card).getByRole('button', { name: 'Share' }));
}

describe('My Trips', () => {
  it("shows 3 activity chips then '+N more', and Saved vs Draft", async () => {
    renderApp('/my-trips');
    const [first, second] = await screen.findAllByTestId('my-trip', {});
    expect(within(first).getByText('Nature & parks')).toBeInTheDocument();
    expect(within(first).getByText('Famous riding roads')).toBeInTheDocument();
    expect(within(first).getByText('Food & dining')).toBeInTheDocument();
    expect(within(first).queryByText('Museums')).not.toBeInTheDocument();
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).getByText('Saved')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feature' })).not.toBeInTheDocument();
  });

  it('sends visitors home with the Authentication Required toast', async () => {
    api.on('GET /api/auth/user', { status: 401, body: {} });
    const { router } = renderApp('/my-trips');
    expect(await screen.findByText('Authentication Required', {})).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your trips.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Error Loading Trips' with Try Again, and the empty state", async () => {
    api.on('GET /api/trips/user', { status: 500, body: { statusCode: 500, message: 'boom' } });
    renderApp('/my-trips');
    await screen.findByRole('heading', { name: 'Error Loading Trips' });
    api.on('GET /api/trips/user', { body: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'No trips yet' });
    expect(screen.getByRole('link', { name: 'Plan Your First Trip' })).toHaveAttribute(
      'href',
      '/plan',
    );
  });

  it('links to plan and blog, and to contact, about, terms and privacy once each', async () => {
    renderApp('/my-trips');
    await screen.findAllByTestId('my-trip', {});
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/plan');
    expect(links).toContain('/blog');
    for (const page of ['/contact.html', '/about.html', '/terms.html', '/privacy.html']) {
      expect(links.filter((href) => href === page)).toEqual([page]);
    }
  });

  it("copies the share link: 'Share Link Copied'", async () => {
    api.on('POST /api/trips/7/share', { body: { shareableId: 'abc123' } });
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    await shareFirstTrip();
    expect(await screen.findByText('Share Link Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/abc123`);
  });

  it("falls back to a prompt: 'Share Link Ready'", async () => {
    api.on('POST /api/trips/7/share', { body: { shareableId: 'abc123' } });
    setClipboard(() => Promise.reject(new Error('denied')));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await shareFirstTrip();
    expect(await screen.findByText('Share Link Ready')).toBeInTheDocument();
    expect(prompt).toHaveBeenCalledWith(
      expect.any(String),
      `${window.location.origin}/shared/abc123`,
    );
  });

  it("falls back to manual copying: 'Share Link Generated'", async () => {
    api.on('POST /api/trips/7/share', { body: { shareableId: 'abc123' } });
    setClipboard(undefined);
    vi.spyOn(window, 'prompt').mockImplementation(() => {
      throw new Error('blocked');
    });
    await shareFirstTrip();
    expect(await screen.findByText('Share Link Generated')).toBeInTheDocument();
    expect(screen.getByText(/\/shared\/abc123/)).toBeInTheDocument();
  });

  it("says 'Failed to create share link.' when sharing fails", async () => {
    api.on('POST /api/trips/7/share', { status: 500, body: {} });
    await shareFirstTrip();
    expect(await screen.findByText('Failed to create share link.')).toBeInTheDocument();
  });

  it("stops sharing a shared trip: 'Sharing Stopped', and the card no longer says Shared", async () => {
    const shared = makeTrip({ id: 9, name: 'Shared Loop', isPublic: true, shareableId: 'abc123' });
    api.on('GET /api/trips/user', { body: [shared, draft] });
    api.on('DELETE /api/trips/9/share', () => {
      api.on('GET /api/trips/user', { body: [{ ...shared, isPublic: false, shareableId: null }] });
      return { body: { ok: true } };
    });
    renderApp('/my-trips');
    const [card, unshared] = await screen.findAllByTestId('my-trip', {});
    expect(within(card).getByText('Shared')).toBeInTheDocument();
    expect(within(unshared).queryByRole('button', { name: 'Stop sharing' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Sharing Stopped')).toBeInTheDocument();
    expect(screen.getByText('The link to "Shared Loop" no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Shared')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
  });

  it("says 'Failed to stop sharing.' when the server refuses", async () => {
    const shared = makeTrip({ id: 9, isPublic: true, shareableId: 'abc123' });
    api.on('GET /api/trips/user', { body: [shared] });
    api.on('DELETE /api/trips/9/share', { status: 500, body: {} });
    renderApp('/my-trips');
    const [card] = await screen.findAllByTestId('my-trip', {});
    await userEvent.click(within(card).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Failed to stop sharing.')).toBeInTheDocument();
    expect(within(card).getByText('Shared')).toBeInTheDocument();
  });

  it('deletes after the spec confirmation and reports failures', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    api.on('DELETE /api/trips/7', { status: 500, body: {} });
    renderApp('/my-trips');
    const card = (await screen.findAllByTestId('my-trip', {}))[0];
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete "Rockies to Red Rock"? This action cannot be undone.',
    );
    expect(await screen.findByText('Failed to delete trip.')).toBeInTheDocument();

    api.on('DELETE /api/trips/7', { body: { ok: true } });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Trip Deleted')).toBeInTheDocument();
  });

  it('lets admins feature and unfeature trips', async () => {
    api
      .on('GET /api/auth/user', { body: { ...RIDER, role: 'admin' } })
      .on('POST /api/admin/trips/7/feature', (body) => ({
        body: makeTrip({ id: 7, isFeatured: (body as { isFeatured: boolean }).isFeatured }),
      }));
    renderApp('/my-trips');
    const card = (await screen.findAllByTestId('my-trip', {}))[0];
    await userEvent.click(within(card).getByRole('button', { name: 'Feature' }));
    // Featuring asks for the slug and the description first, prefilled from the trip.
    const dialog = await screen.findByRole('dialog', { name: 'Feature “Rockies to Red Rock”' });
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue(
      'rockies-to-red-rock-7',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Public description' }),
      'Passes and canyons.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature Trip' }));
    expect(await screen.findByText('Trip Featured')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        route: 'POST /api/admin/trips/7/feature',
        body: {
          isFeatured: true,
          slug: 'rockies-to-red-rock-7',
          description: 'Passes and canyons.',
        },
      }),
    );

    api.on('POST /api/admin/trips/7/feature', { status: 500, body: {} });
    // The page is hidden from assistive technology until the closed dialog has faded out.
    await userEvent.click(await within(card).findByRole('button', { name: 'Feature' }));
    const again = await screen.findByRole('dialog');
    await userEvent.type(
      within(again).getByRole('textbox', { name: 'Public description' }),
      'Passes and canyons.',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Feature Trip' }));
    expect(await within(again).findByText('Failed to update trip status.')).toBeInTheDocument();
  });
});
