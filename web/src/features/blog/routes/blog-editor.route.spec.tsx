import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POST_IMAGE_SIZES, optimizedSrcSet } from '@roadbook/contracts/browser';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeTrip } from '../../../test/fixtures/trip-fixtures';
import { ADMIN, makePost } from '../../../test/fixtures/blog-fixtures';
let api: FakeApi;

const TRIPS = [
  makeTrip({
    id: 7,
    name: 'Rockies to Red Rock',
    startLocation: 'Denver, CO',
    destination: 'Moab, UT',
  }),
  makeTrip({
    id: 8,
    name: 'Beartooth Loop',
    startLocation: 'Red Lodge, MT',
    destination: 'Cody, WY',
  }),
  makeTrip({
    id: 9,
    name: 'Coastal Cruise',
    startLocation: 'Monterey, CA',
    destination: 'Big Sur, CA',
  }),
];

/** Opens the editor as an admin and waits for the form. */
async function openEditor(path: string) {
  api.on('GET /api/auth/user', { body: ADMIN }).on('GET /api/trips/user', { body: TRIPS });
  const view = renderApp(path);
  await screen.findByRole('form', { name: 'Blog post' });
  // The rich-text editor's code arrives after the form's (rich-text-editor-slot.tsx).
  await screen.findByRole('textbox', { name: 'Content' });
  return view;
}

function chipLabels(testId: string): string[] {
  const chips = screen.queryByTestId(testId);
  if (!chips) return [];
  return Array.from(chips.querySelectorAll('.MuiChip-label')).map(
    (label) => label.textContent ?? '',
  );
}

async function addTag(text: string) {
  const field = screen.getByLabelText('Tags');
  await userEvent.type(field, `${text}{Enter}`);
}

/**
 * jsdom has no layout; ProseMirror asks for it when the caret moves. Empty boxes are enough
 * for typing into the editor.
 */
function giveProseMirrorALayout() {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const prototype of [Range.prototype, Element.prototype]) {
    Object.defineProperty(prototype, 'getClientRects', { configurable: true, value: noRects });
  }
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => new DOMRect(),
  });
  document.elementFromPoint = () => null;
}

function lastCall(route: string) {
  const calls = api.calls.filter((call) => call.route === route);
  return calls[calls.length - 1]?.body as Record<string, unknown> | undefined;
}

beforeEach(() => {
  api = installFakeApi().on('GET /api/blog', { body: [] });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview') }));
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('blog editor', () => {
  it('lets an admin upload the featured image: its address fills the field, previewed optimised', async () => {
    api
      .on('GET /api/auth/user', { body: ADMIN })
      .on('POST /api/upload/image', { body: { imageUrl: '/api/media/abc.jpg' } });
    renderApp('/admin/blog/new');
    await screen.findByRole('heading', { name: 'New Blog Post', level: 1 });
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.queryByLabelText('Featured image URL')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    api.on('GET /api/auth/user', { status: 401, body: {} });
    renderApp('/admin/blog/3/edit');
    await screen.findByRole('heading', { name: 'Edit Blog Post', level: 1 });
    expect(await screen.findByText('Only admins can write blog posts.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose image')).not.toBeInTheDocument();
  });
});

describe('images in the post body', () => {
  const photo = () => new File([new Uint8Array(100)], 'pass.jpg', { type: 'image/jpeg' });

  it('uploads a picture from the toolbar once it has alt text, in the optimiser’s widths', async () => {
    giveProseMirrorALayout();
    api.on('POST /api/upload/image', { body: { imageUrl: '/api/media/pass.jpg' } });
    api.on('POST /api/admin/blog', (body) => ({ body: makePost(body as object) }));
    const { router } = await openEditor('/admin/blog/new');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Over the pass' } });
    await userEvent.upload(screen.getByLabelText('Choose an image for the post'), photo());

    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(
      await within(dialog).findByText('Describe the image for readers who cannot see it'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /api/upload/image')).toBe(false);

    // jsdom decodes no pictures: the preview says its size as a browser's would.
    const preview = dialog.querySelector('img')!;
    Object.defineProperties(preview, {
      naturalWidth: { value: 1600 },
      naturalHeight: { value: 900 },
    });
    fireEvent.load(preview);
    await userEvent.type(within(dialog).getByLabelText(/^Image description/), 'Hairpins above');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const image = screen.getByRole('img', { name: 'Hairpins above' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('src', '/api/media/pass.jpg');
    expect(image).toHaveAttribute('srcset', optimizedSrcSet('/api/media/pass.jpg'));
    expect(image).toHaveAttribute('sizes', POST_IMAGE_SIZES);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    const sent = document.createElement('div');
    sent.innerHTML = String(lastCall('POST /api/admin/blog')?.content);
    const stored = sent.querySelector('img');
    expect(stored?.getAttribute('src')).toBe('/api/media/pass.jpg');
    expect(stored?.getAttribute('alt')).toBe('Hairpins above');
    expect(stored?.getAttribute('srcset')).toBe(optimizedSrcSet('/api/media/pass.jpg'));
  });

  it('takes a pasted picture through the same dialog, and keeps it open to try again when the upload fails', async () => {
    giveProseMirrorALayout();
    api.on('POST /api/upload/image', {
      status: 400,
      body: { statusCode: 400, message: 'Invalid file type' },
    });
    await openEditor('/admin/blog/new');
    const content = screen.getByRole('textbox', { name: 'Content' });
    fireEvent.paste(content, { clipboardData: { files: [photo()], getData: () => '' } });
    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await userEvent.type(within(dialog).getByLabelText(/^Image description/), 'Hairpins above');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(await within(dialog).findByText('Upload failed: Invalid file type')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(within(dialog).getByLabelText(/^Image description/)).toHaveValue('Hairpins above');
    expect(within(content).queryByRole('img')).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image with 'Invalid file type', sending nothing", async () => {
    await openEditor('/admin/blog/new');
    await userEvent.upload(
      screen.getByLabelText('Choose an image for the post'),
      new File(['%PDF'], 'route.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /api/upload/image')).toBe(false);
  });

  it('takes out pictures of other sites from a loaded post, saying so, and refuses one as the cover', async () => {
    const post = makePost({
      content:
        '<p>Start</p><img src="https://img.example/a.jpg" alt="foreign"><img src="/api/media/ok.jpg" alt="ours">',
      featuredImage: 'https://img.example/cover.jpg',
    });
    api.on('GET /api/admin/blog/11', { body: post });
    await openEditor('/admin/blog/11/edit');
    expect(
      await screen.findByText(
        "An image from another site removed: upload the picture instead, other sites' images are not shown on Roadbook",
      ),
    ).toBeInTheDocument();
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(within(content).queryByRole('img', { name: 'foreign' })).not.toBeInTheDocument();
    expect(within(content).getByRole('img', { name: 'ours' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Featured image must be an image uploaded here (/api/media/…): images from other sites are not shown',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'PUT /api/admin/blog/11')).toBe(false);
  });
});

describe('blog editor form', () => {
  it('adds tags with Enter, ignores blanks and repeats, and removes them by their chip', async () => {
    await openEditor('/admin/blog/new');
    await addTag('Colorado');
    await addTag('   ');
    await addTag('colorado');
    await addTag('  Mountain   passes ');
    expect(chipLabels('tag-chips')).toEqual(['Colorado', 'Mountain passes']);
    expect(screen.getByLabelText('Tags')).toHaveValue('');

    const chip = screen.getByText('Colorado').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(chipLabels('tag-chips')).toEqual(['Mountain passes']);
  });

  it('searches trips after more than 2 characters, by name, start or destination in any case, each once', async () => {
    await openEditor('/admin/blog/new');
    const search = screen.getByLabelText('Search your trips');

    await userEvent.type(search, 'mo');
    expect(screen.queryByRole('list', { name: 'Matching trips' })).not.toBeInTheDocument();

    await userEvent.type(search, 'a');
    let matches = await screen.findByRole('list', { name: 'Matching trips' });
    // "moa" is in Moab (a destination) only.
    expect(
      within(matches)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Rockies to Red RockDenver, CO → Moab, UT']);

    await userEvent.clear(search);
    await userEvent.type(search, 'RED');
    matches = await screen.findByRole('list', { name: 'Matching trips' });
    // A name (Red Rock) and a start (Red Lodge).
    expect(within(matches).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(matches).getByText('Beartooth Loop'));
    expect(chipLabels('linked-trip-chips')).toEqual(['Beartooth Loop']);
    expect(search).toHaveValue('');

    await userEvent.type(search, 'red');
    matches = await screen.findByRole('list', { name: 'Matching trips' });
    expect(within(matches).queryByText('Beartooth Loop')).not.toBeInTheDocument();
    await userEvent.click(within(matches).getByText('Rockies to Red Rock'));
    expect(chipLabels('linked-trip-chips')).toEqual(['Beartooth Loop', 'Rockies to Red Rock']);

    await userEvent.type(search, 'red');
    expect(await screen.findByText('No trips match.')).toBeInTheDocument();

    const chip = screen.getByText('Beartooth Loop').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(chipLabels('linked-trip-chips')).toEqual(['Rockies to Red Rock']);
  });

  it('counts the excerpt out of 160 and refuses to save more', async () => {
    api.on('GET /api/admin/blog/11', { body: makePost({ excerpt: '' }) });
    await openEditor('/admin/blog/11/edit');
    const excerpt = screen.getByLabelText('Excerpt (SEO description)');
    expect(screen.getByText('0/160')).toBeInTheDocument();

    fireEvent.change(excerpt, { target: { value: 'x'.repeat(160) } });
    expect(screen.getByText('160/160')).toBeInTheDocument();
    expect(
      screen.queryByText('SEO description must be 160 characters or less'),
    ).not.toBeInTheDocument();

    fireEvent.change(excerpt, { target: { value: 'x'.repeat(161) } });
    expect(screen.getByText('161/160')).toBeInTheDocument();
    expect(screen.getByText('SEO description must be 160 characters or less')).toBeInTheDocument();
    expect(excerpt).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls.some((call) => call.route === 'PUT /api/admin/blog/11')).toBe(false);
  });

  it('loads the post; Save & Publish publishes a draft and saves it at once', async () => {
    const draft = makePost({ status: 'draft', publishedAt: null, tripIds: [8], tags: ['Gear'] });
    api
      .on('GET /api/admin/blog/11', { body: draft })
      .on('PUT /api/admin/blog/11', (body) => ({ body: { ...draft, ...(body as object) } }));
    const { router } = await openEditor('/admin/blog/11/edit');
    expect(screen.getByLabelText(/^Title/)).toHaveValue(draft.title);
    expect(chipLabels('tag-chips')).toEqual(['Gear']);
    expect(chipLabels('linked-trip-chips')).toEqual(['Beartooth Loop']);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.getByText('Blog post updated successfully!')).toBeInTheDocument();
    expect(lastCall('PUT /api/admin/blog/11')).toEqual({
      title: draft.title,
      content: draft.content,
      excerpt: draft.excerpt,
      featuredImage: draft.featuredImage,
      status: 'published',
      tags: ['Gear'],
      tripIds: [8],
      metaTitle: '',
      metaDescription: '',
    });
  });

  it('Save as Draft takes a published post back to draft', async () => {
    api
      .on('GET /api/admin/blog/11', { body: makePost() })
      .on('PUT /api/admin/blog/11', { body: makePost({ status: 'draft' }) });
    const { router } = await openEditor('/admin/blog/11/edit');
    expect(screen.queryByRole('button', { name: 'Save & Publish' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(lastCall('PUT /api/admin/blog/11')?.status).toBe('draft');
  });

  it("shows the server's field errors on their fields and 'Failed to update blog post'", async () => {
    api.on('GET /api/admin/blog/11', { body: makePost() }).on('PUT /api/admin/blog/11', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Validation failed',
        errors: {
          featuredImage: ['Featured image must be an image uploaded here'],
        },
      },
    });
    const { router } = await openEditor('/admin/blog/11/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update blog post')).toBeInTheDocument();
    expect(screen.getByLabelText('Featured image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Featured image must be an image uploaded here')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blog/11/edit');
  });

  it('starts a new post as a draft and asks for a title and content before saving', async () => {
    await openEditor('/admin/blog/new');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
    expect(screen.getByRole('button', { name: 'Save & Publish' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /api/admin/blog')).toBe(false);
  });

  it("says 'Failed to create blog post' when creating fails, and 'created' when it works", async () => {
    giveProseMirrorALayout();
    api.on('POST /api/admin/blog', { status: 500, body: {} });
    const { router } = await openEditor('/admin/blog/new');
    fireEvent.change(screen.getByLabelText(/^Title/), {
      target: { value: 'Ten Days on Route 66' },
    });
    const content = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.click(content);
    await userEvent.keyboard('Go west.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create blog post')).toBeInTheDocument();

    api.on('POST /api/admin/blog', (body) => ({ body: makePost(body as object) }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.getByText('Blog post created successfully!')).toBeInTheDocument();
    const sent = lastCall('POST /api/admin/blog');
    expect(sent?.title).toBe('Ten Days on Route 66');
    expect(sent?.status).toBe('draft');
    expect(sent?.content).toBe('<p>Go west.</p>');
  });
});
