import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptimizedImage } from './optimized-image';

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** An IntersectionObserver whose callback the test calls, remembering the options it got. */
function installObserver() {
  const observers: { callback: ObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('OptimizedImage', () => {
  it('serves a path of this site through the optimiser: webp, q 85, the five widths', () => {
    render(<OptimizedImage src="/api/media/abc.jpg" alt="Pass" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Pass' });
    const encoded = encodeURIComponent('/api/media/abc.jpg');
    expect(image).toHaveAttribute('src', `/api/images/optimize?src=${encoded}&w=640&q=85&f=webp`);
    expect(image.getAttribute('srcset')?.split(', ')).toEqual(
      [320, 640, 768, 1024, 1280].map(
        (width) => `/api/images/optimize?src=${encoded}&w=${width}&q=85&f=webp ${width}w`,
      ),
    );
    expect(image).toHaveAttribute('sizes', '320px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
  });

  it('shows an external URL as it is, never through the optimiser', () => {
    render(
      <OptimizedImage src="https://example.org/a.jpg" alt="Elsewhere" width={80} height={80} />,
    );
    const image = screen.getByRole('img', { name: 'Elsewhere' });
    expect(image).toHaveAttribute('src', 'https://example.org/a.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('waits until the image is within 50 px of the viewport', () => {
    const observers = installObserver();
    render(<OptimizedImage src="/api/media/abc.jpg" alt="Later" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Later' });
    expect(image).not.toHaveAttribute('src');
    expect(observers[0].options?.rootMargin).toBe('50px');
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(image.getAttribute('src')).toMatch(/^\/api\/images\/optimize\?/);
  });

  it("fetches the page's priority picture at once and ahead of others, wherever it is", () => {
    const observers = installObserver();
    render(
      <OptimizedImage src="/api/media/abc.jpg" alt="Cover" width={1280} height={720} priority />,
    );
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/images\/optimize\?/);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(observers).toHaveLength(0);
  });

  it("says 'Unable to load image' when it fails, or shows the given fallback", () => {
    const { unmount } = render(
      <OptimizedImage src="/api/media/gone.jpg" alt="Gone" width={320} height={200} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(screen.getByText('Unable to load image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gone' })).toHaveAttribute('data-image-state', 'failed');
    unmount();

    render(
      <OptimizedImage
        src="/api/media/gone.jpg"
        alt="Gone"
        width={80}
        height={80}
        fallback={<span>icon instead</span>}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(screen.getByText('icon instead')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load image')).not.toBeInTheDocument();
  });
});
