import type { RpcPattern, RpcRequest } from '@roadbook/contracts';
import { RoadbookMetrics, ServiceCallError, ServiceUnavailableError } from '@roadbook/platform';
import { AnalyticsBuffer } from './analytics-buffer';
import { AnalyticsRecorder } from './analytics-recorder';

const MAY_FIRST = new Date('2026-05-01T10:00:00Z');

/** The blog service as the gateway's client sees it; its next answer can be made a failure. */
class FakeBlog {
  /** The batches stored, and every batch sent, stored or not. */
  readonly sent: { pattern: RpcPattern; request: RpcRequest<'blog.analytics.record'> }[] = [];
  readonly tried: RpcRequest<'blog.analytics.record'>[] = [];
  failNext: Error | undefined;

  send<P extends RpcPattern>(pattern: P, request: RpcRequest<P>): Promise<never> {
    const batch = request as RpcRequest<'blog.analytics.record'>;
    this.tried.push(batch);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) return Promise.reject(failure);
    this.sent.push({ pattern, request: batch });
    return Promise.resolve({ ok: true } as never);
  }
}

/** A batch's counts, its id aside (a fresh UUID for each batch). */
const countsOf = ({ sent }: FakeBlog) => sent.map(({ request }) => request.counts);

function recorder() {
  const blog = new FakeBlog();
  const metrics = new RoadbookMetrics({ defaultMetrics: false });
  const analytics = new AnalyticsRecorder(blog, { ANALYTICS_FLUSH_MS: 1000 }, metrics);
  return { blog, metrics, recorder: analytics };
}

async function droppedEvents(metrics: RoadbookMetrics): Promise<Record<string, number>> {
  const { values } = await metrics.analyticsEventsDropped.get();
  return Object.fromEntries(values.map(({ labels, value }) => [String(labels.reason), value]));
}

describe('AnalyticsBuffer', () => {
  it('counts events per day, event and page', () => {
    const buffer = new AnalyticsBuffer(100);
    buffer.add(
      [
        { name: 'page_view', path: '/' },
        { name: 'page_view', path: '/' },
        { name: 'trip_saved', path: '/itinerary/7' },
      ],
      MAY_FIRST,
    );
    buffer.add([{ name: 'page_view', path: '/' }], new Date('2026-05-02T00:00:01Z'));
    expect(buffer.drain()).toEqual([
      { day: '2026-05-01', name: 'page_view', path: '/', count: 2 },
      { day: '2026-05-01', name: 'trip_saved', path: '/itinerary/7', count: 1 },
      { day: '2026-05-02', name: 'page_view', path: '/', count: 1 },
    ]);
    expect(buffer.size).toBe(0);
  });

  it('never stores a share link', () => {
    const buffer = new AnalyticsBuffer(100);
    buffer.add([{ name: 'page_view', path: '/shared/0b5e-secret' }], MAY_FIRST);
    expect(buffer.drain()).toEqual([
      { day: '2026-05-01', name: 'page_view', path: '/shared/*', count: 1 },
    ]);
  });

  it('drops new keys beyond its bound but keeps counting known ones', () => {
    const buffer = new AnalyticsBuffer(2);
    const dropped = buffer.add(
      [
        { name: 'page_view', path: '/plan' },
        { name: 'page_view', path: '/blog' },
        { name: 'page_view', path: '/saved' },
        { name: 'page_view', path: '/plan' },
      ],
      MAY_FIRST,
    );
    expect(dropped).toBe(1);
    expect(buffer.drain().map(({ path, count }) => [path, count])).toEqual([
      ['/plan', 2],
      ['/blog', 1],
    ]);
  });
});

describe('AnalyticsRecorder', () => {
  it('stores everything reported since the last flush as one write', async () => {
    const { blog, recorder: analytics } = recorder();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    analytics.record([{ name: 'page_view', path: '/blog' }], MAY_FIRST);
    await analytics.flush();
    expect(blog.sent).toEqual([
      {
        pattern: 'blog.analytics.record',
        request: {
          batchId: expect.stringMatching(/^[\da-f-]{36}$/) as string,
          counts: [
            { day: '2026-05-01', name: 'page_view', path: '/', count: 2 },
            { day: '2026-05-01', name: 'page_view', path: '/blog', count: 1 },
          ],
        },
      },
    ]);
  });

  it('writes nothing when nothing happened', async () => {
    const { blog, recorder: analytics } = recorder();
    await analytics.flush();
    expect(blog.sent).toEqual([]);
  });

  it('sends a write that may work later again as it was, under its id, before anything newer', async () => {
    const { blog, recorder: analytics } = recorder();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    blog.failNext = new ServiceUnavailableError('blog', new Error('connect ECONNREFUSED'));
    await analytics.flush();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    blog.failNext = new ServiceCallError({
      code: 'unavailable',
      message: 'Blog is briefly unavailable',
    });
    await analytics.flush();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    await analytics.flush();
    const [first, again, stored, newer] = blog.tried;
    expect(blog.tried).toHaveLength(4);
    // The blog service may have stored the first before its answer was lost: the same id.
    expect([again, stored]).toEqual([first, first]);
    expect(newer.batchId).not.toBe(first.batchId);
    expect(countsOf(blog)).toEqual([
      [{ day: '2026-05-01', name: 'page_view', path: '/', count: 1 }],
      [{ day: '2026-05-01', name: 'page_view', path: '/', count: 2 }],
    ]);
  });

  it('drops and counts a batch the blog service refuses, and stores what comes after', async () => {
    const { blog, metrics, recorder: analytics } = recorder();
    analytics.record(
      [
        { name: 'page_view', path: '/blog' },
        { name: 'page_view', path: '/blog' },
      ],
      MAY_FIRST,
    );
    blog.failNext = new ServiceCallError({ code: 'unexpected', message: 'Something went wrong' });
    await analytics.flush();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    await analytics.flush();
    expect(countsOf(blog)).toEqual([
      [{ day: '2026-05-01', name: 'page_view', path: '/', count: 1 }],
    ]);
    expect(await droppedEvents(metrics)).toEqual({ refused: 2 });
  });

  it('counts the events it has no room for', async () => {
    const { metrics, recorder: analytics } = recorder();
    const pages = Array.from({ length: 10_001 }, (_, id) => ({
      name: 'page_view' as const,
      path: `/itinerary/${id + 1}`,
    }));
    for (let start = 0; start < pages.length; start += 20) {
      analytics.record(pages.slice(start, start + 20), MAY_FIRST);
    }
    expect(await droppedEvents(metrics)).toEqual({ buffer_full: 1 });
  });

  it('writes what it holds before the gateway stops', async () => {
    const { blog, recorder: analytics } = recorder();
    analytics.record([{ name: 'user_logout', path: '/profile' }], MAY_FIRST);
    await analytics.beforeApplicationShutdown();
    expect(countsOf(blog)).toEqual([
      [{ day: '2026-05-01', name: 'user_logout', path: '/profile', count: 1 }],
    ]);
  });

  describe('its timer', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is set by the first count held and gone once it is written: an idle gateway is never woken', async () => {
      const { blog, recorder: analytics } = recorder();
      expect(jest.getTimerCount()).toBe(0);
      analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
      analytics.record([{ name: 'page_view', path: '/blog' }], MAY_FIRST);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(blog.sent).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(countsOf(blog)).toEqual([
        [
          { day: '2026-05-01', name: 'page_view', path: '/', count: 1 },
          { day: '2026-05-01', name: 'page_view', path: '/blog', count: 1 },
        ],
      ]);
      expect(jest.getTimerCount()).toBe(0);
    });

    it('stays while a write that may work later waits, and sends it again with nothing new', async () => {
      const { blog, recorder: analytics } = recorder();
      analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
      blog.failNext = new ServiceUnavailableError('blog', new Error('connect ECONNREFUSED'));
      await jest.advanceTimersByTimeAsync(1000);
      expect(blog.tried).toHaveLength(1);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(1000);
      expect(blog.tried).toHaveLength(2);
      expect(countsOf(blog)).toEqual([
        [{ day: '2026-05-01', name: 'page_view', path: '/', count: 1 }],
      ]);
      expect(jest.getTimerCount()).toBe(0);
    });

    it('is set again for counts that come while a write is under way', async () => {
      const { blog, recorder: analytics } = recorder();
      analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
      await jest.advanceTimersByTimeAsync(1000);
      analytics.record([{ name: 'page_view', path: '/plan' }], MAY_FIRST);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(1000);
      expect(countsOf(blog)).toHaveLength(2);
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
