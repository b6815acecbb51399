import { optimizedSrcSet } from '@roadbook/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ADMIN, makePost, summaryOf } from '../../../test/fixtures/blog-fixtures';
const published = makePost();
const draft = makePost({
  id: 12,
  title: 'Packing for Two Weeks',
  slug: 'packing-for-two-weeks',
  status: 'draft',
  publishedAt: null,
});
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { body: ADMIN })
    .on('GET /api/blog', { body: [summaryOf(published), summaryOf(draft)] });
});

afterEach(() => vi.unstubAllGlobals());

async function cardTitled(title: string) {
  const cards = await screen.findAllByTestId('blog-post-card', {});
  const card = cards.find((element) => within(element).queryByText(title));
  if (!card) throw new Error(`no card titled ${title}`);
  return card;
}

describe('blog list', () => {
  it('shows visitors the posts, with no admin controls', async () => {
    api
      .on('GET /api/auth/user', { status: 401, body: {} })
      .on('GET /api/blog', { body: [summaryOf(published)] });
    renderApp('/blog');
    await screen.findByRole('heading', { name: 'Travel Blog', level: 1 });
    const card = await cardTitled('Riding the Million Dollar Highway');
    expect(within(card).getByText('Ouray to Silverton without guardrails.')).toBeInTheDocument();
    expect(within(card).getByText('May 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Colorado')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Riding the Million Dollar Highway' }),
    ).toHaveAttribute('href', '/blog/riding-the-million-dollar-highway');
    expect(screen.queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows each card’s cover in the optimiser’s widths, and a placeholder for a post without', async () => {
    const bare = makePost({ id: 13, title: 'No Picture Yet', slug: 'no-picture-yet' });
    api.on('GET /api/blog', {
      body: [summaryOf(published), { ...summaryOf(bare), featuredImage: null }],
    });
    renderApp('/blog');
    const cover = (await cardTitled('Riding the Million Dollar Highway')).querySelector('img');
    expect(cover?.getAttribute('src')).toBe(
      '/api/images/optimize?src=%2Fapi%2Fmedia%2Fhighway.jpg&w=1280&q=85&f=webp',
    );
    expect(cover?.getAttribute('srcset')).toBe(optimizedSrcSet('/api/media/highway.jpg'));
    expect(cover?.getAttribute('sizes')).toBe(
      '(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 400px',
    );
    const placeholder = await cardTitled('No Picture Yet');
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder.querySelector('svg[data-testid="LandscapeOutlinedIcon"]')).not.toBeNull();
  });

  it('gives admins New Post, and Edit, Publish/Unpublish and Delete per post; drafts marked', async () => {
    renderApp('/blog');
    const draftCard = await cardTitled('Packing for Two Weeks');
    const publishedCard = await cardTitled('Riding the Million Dollar Highway');
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute(
      'href',
      '/admin/blog/new',
    );
    expect(within(draftCard).getByText('Draft')).toBeInTheDocument();
    expect(within(publishedCard).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(draftCard).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/blog/12/edit',
    );
    expect(within(draftCard).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(publishedCard).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(publishedCard).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("says 'No blog posts yet' when there are none", async () => {
    api.on('GET /api/blog', { body: [] });
    renderApp('/blog');
    expect(await screen.findByRole('heading', { name: 'No blog posts yet' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch blog posts' with Try Again when the list fails", async () => {
    api.on('GET /api/blog', { status: 503, body: { statusCode: 503, message: 'down' } });
    renderApp('/blog');
    await screen.findByRole('heading', { name: 'Failed to fetch blog posts' });
    api.on('GET /api/blog', { body: [summaryOf(published)] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await cardTitled('Riding the Million Dollar Highway')).toBeInTheDocument();
  });

  it('publishes a draft with its toast and reloads the list; a failure says so', async () => {
    api.on('POST /api/admin/blog/12/publish', () => {
      api.on('GET /api/blog', {
        body: [summaryOf(published), summaryOf({ ...draft, status: 'published' })],
      });
      return { body: { ...draft, status: 'published' } };
    });
    renderApp('/blog');
    const card = await cardTitled('Packing for Two Weeks');
    await userEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post published successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument(),
    );
    expect(within(card).queryByText('Draft')).not.toBeInTheDocument();

    api.on('POST /api/admin/blog/12/unpublish', { status: 500, body: {} });
    await userEvent.click(within(card).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Failed to update blog post status')).toBeInTheDocument();
  });

  it('unpublishes with its own toast', async () => {
    api.on('POST /api/admin/blog/11/unpublish', { body: { ...published, status: 'draft' } });
    renderApp('/blog');
    const card = await cardTitled('Riding the Million Dollar Highway');
    await userEvent.click(within(card).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Blog post unpublished successfully!')).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toContain('POST /api/admin/blog/11/unpublish');
  });

  it('deletes only after the confirmation, and reports both outcomes', async () => {
    api.on('DELETE /api/admin/blog/11', { status: 500, body: {} });
    renderApp('/blog');
    const card = await cardTitled('Riding the Million Dollar Highway');

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Riding the Million Dollar Highway"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.route.startsWith('DELETE'))).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete blog post')).toBeInTheDocument();
    // The list is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api.on('DELETE /api/admin/blog/11', () => {
      api.on('GET /api/blog', { body: [summaryOf(draft)] });
      return { body: { ok: true } };
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Blog post deleted successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Riding the Million Dollar Highway')).not.toBeInTheDocument(),
    );
  });
});
