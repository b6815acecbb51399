import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeApi } from '../../test/fake-api';
import type { FakeApi } from '../../test/fake-api';
import { renderWithStore } from '../../test/render-with-store';
import { Toaster } from '../toast/toaster';
import { ImageUploader } from './image-uploader';

let api: FakeApi;
let onUploaded: ReturnType<typeof vi.fn<(imageUrl: string) => void>>;
// A browser's picker can be switched to "All files", so the widget must check the type itself.
const user = () => userEvent.setup({ applyAccept: false });

function renderUploader() {
  onUploaded = vi.fn<(imageUrl: string) => void>();
  return renderWithStore(
    <>
      <ImageUploader onUploaded={onUploaded} />
      <Toaster />
    </>,
  );
}

function imageFile(name = 'pass.png', bytes = 2048, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function widget() {
  return screen.getByRole('group', { name: 'Upload an image' });
}

beforeEach(() => {
  api = installFakeApi();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview') }));
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageUploader', () => {
  it('starts with no file and the PNG, JPG, GIF hint', () => {
    renderUploader();
    expect(widget()).toHaveAttribute('data-upload-state', 'empty');
    expect(screen.getByText('PNG, JPG, GIF up to 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens the file chooser from a real button, not a label dressed as one', async () => {
    renderUploader();
    const input = screen.getByLabelText('Choose image');
    const opened = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Choose image' });
    expect(button.tagName).toBe('BUTTON');
    await user().click(button);
    expect(opened).toHaveBeenCalledOnce();
  });

  it("refuses a file that is not an image: 'Invalid file type', nothing sent", async () => {
    renderUploader();
    await user().upload(
      screen.getByLabelText('Choose image'),
      imageFile('notes.txt', 10, 'text/plain'),
    );
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-upload-state', 'empty');
    expect(api.calls).toEqual([]);
  });

  it("refuses an image over 5 MB: 'File too large'", async () => {
    renderUploader();
    await user().upload(
      screen.getByLabelText('Choose image'),
      imageFile('huge.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'),
    );
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-upload-state', 'empty');
  });

  it('previews a newly chosen file even after the previous one could not be shown', async () => {
    vi.mocked(URL.createObjectURL).mockImplementation((file) => `blob:${(file as File).name}`);
    renderUploader();
    await user().upload(screen.getByLabelText('Choose image'), imageFile('broken.png'));
    fireEvent.error(screen.getByRole('img', { name: 'Preview of broken.png' }));
    expect(screen.getByRole('img', { name: 'No preview of broken.png' })).toBeInTheDocument();

    await user().upload(screen.getByLabelText('Choose image'), imageFile('cover.png'));
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute(
      'src',
      'blob:cover.png',
    );
  });

  it('previews the chosen file, shows uploading, then done with the spec toast', async () => {
    const reply = deferredReply({ body: { imageUrl: '/api/media/abc.png' } });
    api.on('POST /api/upload/image', reply.handler);
    renderUploader();
    await user().upload(screen.getByLabelText('Choose image'), imageFile());
    expect(widget()).toHaveAttribute('data-upload-state', 'chosen');
    expect(screen.getByRole('img', { name: 'Preview of pass.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.getByText('pass.png')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(widget()).toHaveAttribute('data-upload-state', 'uploading');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toBeInTheDocument();

    await reply.release();
    expect(
      await screen.findByText('Your image has been uploaded successfully'),
    ).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-upload-state', 'done');
    expect(onUploaded).toHaveBeenCalledWith('/api/media/abc.png');
    const sent = api.calls.find((call) => call.route === 'POST /api/upload/image');
    // The fake network keeps the part's bytes and type; jsdom's File name does not cross it.
    const form = sent?.body as FormData;
    expect(form.get('image')).toMatchObject({ type: 'image/png', size: 2048 });
  });

  it("says 'Upload failed' with the server's reason and lets the admin try again", async () => {
    api.on('POST /api/upload/image', {
      status: 400,
      body: { statusCode: 400, message: 'Invalid file type' },
    });
    renderUploader();
    await user().upload(screen.getByLabelText('Choose image'), imageFile());
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Failed to upload image. Please try again.'),
    ).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-upload-state', 'failed');
    expect(within(widget()).getByRole('alert')).toHaveTextContent(
      'Upload failed: Invalid file type',
    );
    expect(onUploaded).not.toHaveBeenCalled();

    api.on('POST /api/upload/image', { body: { imageUrl: '/api/media/def.png' } });
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/api/media/def.png'));
    expect(widget()).toHaveAttribute('data-upload-state', 'done');
  });
});
