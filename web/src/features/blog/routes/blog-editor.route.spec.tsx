import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const LAZY = { timeout: 10_000 };
const ADMIN = { id: 1, email: 'admin@example.com', username: 'admin', role: 'admin' };
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi().on('GET /api/blog', { body: [] });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview') }));
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

describe('blog editor', { timeout: 30_000 }, () => {
  it('lets an admin upload the featured image: its address fills the field, previewed optimised', async () => {
    api
      .on('GET /api/auth/user', { body: ADMIN })
      .on('POST /api/upload/image', { body: { imageUrl: '/api/media/abc.jpg' } });
    renderApp('/admin/blog/new');
    await screen.findByRole('heading', { name: 'New Blog Post', level: 1 }, LAZY);
    const field = await screen.findByLabelText('Featured image URL');
    await userEvent.upload(
      screen.getByLabelText('Choose image'),
      new File([new Uint8Array(100)], 'cover.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(field).toHaveValue('/api/media/abc.jpg'));
    const preview = screen.getByRole('img', { name: 'Featured image preview' });
    expect(preview.getAttribute('src')).toBe(
      '/api/images/optimize?src=%2Fapi%2Fmedia%2Fabc.jpg&w=1280&q=85&f=webp',
    );
    expect(preview.getAttribute('srcset')).toContain('w=320&q=85&f=webp 320w');
    expect(screen.getByText('Your image has been uploaded successfully')).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin back to /blog', async () => {
    api.on('GET /api/auth/user', { body: { ...ADMIN, role: 'user' } });
    const { router } = renderApp('/admin/blog/3/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'), LAZY);
    expect(screen.queryByLabelText('Featured image URL')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    api.on('GET /api/auth/user', { status: 401, body: {} });
    renderApp('/admin/blog/3/edit');
    await screen.findByRole('heading', { name: 'Edit Blog Post', level: 1 }, LAZY);
    expect(await screen.findByText('Only admins can write blog posts.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose image')).not.toBeInTheDocument();
  });
});
