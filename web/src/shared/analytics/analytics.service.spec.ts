import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_BATCH_DELAY_MS,
  ANALYTICS_ENDPOINT,
  flushAnalytics,
  initAnalytics,
  resetAnalyticsForTests,
  track,
} from './analytics.service';

/** jsdom's Blob has no text(); its FileReader reads one. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function beaconBodies(beacon: ReturnType<typeof vi.fn>): Promise<unknown[]> {
  // FileReader reports on a timer of its own.
  vi.useRealTimers();
  return Promise.all(
    (beacon.mock.calls as [string, Blob][]).map(async ([url, blob]) => {
      expect(url).toBe(ANALYTICS_ENDPOINT);
      expect(blob.type).toBe('application/json');
      return JSON.parse(await textOf(blob)) as unknown;
    }),
  );
}

describe('analytics service', () => {
  let beacon: ReturnType<typeof vi.fn>;
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    resetAnalyticsForTests();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/blog/alps?utm_source=mail#comments');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove());
    delete window.gtag;
    delete window.dataLayer;
  });

  it('sends the events of one moment as one beacon, with the path alone', async () => {
    track('page_view');
    track('trip_saved');
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ANALYTICS_BATCH_DELAY_MS);
    expect(await beaconBodies(beacon)).toEqual([
      {
        events: [
          { name: 'page_view', path: '/blog/alps' },
          { name: 'trip_saved', path: '/blog/alps' },
        ],
      },
    ]);
  });

  it('counts nothing on a path that is no page of the site', () => {
    window.history.replaceState(null, '', '/wp-login.php');
    track('page_view');
    flushAnalytics();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends what is queued when the page is hidden', async () => {
    track('user_logout');
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconBodies(beacon)).toEqual([
      { events: [{ name: 'user_logout', path: '/blog/alps' }] },
    ]);
  });

  it('splits a long queue into batches the server accepts', () => {
    for (let i = 0; i < 45; i += 1) track('page_view');
    flushAnalytics();
    expect(beacon).toHaveBeenCalledTimes(3);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    beacon.mockReturnValue(false);
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    track('login');
    flushAnalytics();
    expect(fetchMock).toHaveBeenCalledWith(
      ANALYTICS_ENDPOINT,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });

  it('never breaks the page when sending fails', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('beacon blocked');
    });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    track('page_view');
    expect(() => flushAnalytics()).not.toThrow();
  });

  it('loads no Google tag unless the operator set a measurement id', async () => {
    fetchMock.mockResolvedValue(Response.json({ ga4MeasurementId: null }));
    await initAnalytics();
    expect(fetchMock).toHaveBeenCalledWith('/api/config/analytics', expect.anything());
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('forwards every event to Google Analytics 4 when configured, earlier ones too', async () => {
    track('page_view');
    fetchMock.mockResolvedValue(Response.json({ ga4MeasurementId: 'G-TEST1234' }));
    await initAnalytics();
    track('trip_shared');
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const events = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event');
    const page = { page_path: '/blog/alps', page_location: `${window.location.origin}/blog/alps` };
    expect(events).toEqual([
      ['event', 'page_view', page],
      ['event', 'trip_shared', page],
    ]);
    // Our own counts still get both.
    flushAnalytics();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('gives Google each address without its query, where a link keeps its secret', async () => {
    window.history.replaceState(null, '', '/reset-password?token=s3cret-token');
    fetchMock.mockResolvedValue(Response.json({ ga4MeasurementId: 'G-TEST1234' }));
    await initAnalytics();
    track('page_view');

    // The tag sends the browser's own address unless told one: every call names it.
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    const addresses = calls
      .filter(([kind]) => kind === 'config' || kind === 'event')
      .map((args) => (args[2] as { page_location?: string }).page_location);
    expect(addresses).toEqual([
      `${window.location.origin}/reset-password`,
      `${window.location.origin}/reset-password`,
    ]);
    expect(JSON.stringify(calls)).not.toContain('s3cret-token');
  });
});
