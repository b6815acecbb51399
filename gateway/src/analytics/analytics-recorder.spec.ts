import type { RpcPattern, RpcRequest } from '@roadbook/contracts';
import { AnalyticsBuffer } from './analytics-buffer';
import { AnalyticsRecorder } from './analytics-recorder';

const MAY_FIRST = new Date('2026-05-01T10:00:00Z');

class FakeBlog {
  readonly sent: { pattern: RpcPattern; request: unknown }[] = [];
  failNext = false;

  send<P extends RpcPattern>(pattern: P, request: RpcRequest<P>): Promise<never> {
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('blog service unavailable'));
    }
    this.sent.push({ pattern, request });
    return Promise.resolve({ ok: true } as never);
  }
}

function recorder() {
  const blog = new FakeBlog();
  return { blog, recorder: new AnalyticsRecorder(blog, { ANALYTICS_FLUSH_MS: 1000 }) };
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
    buffer.add(
      [
        { name: 'page_view', path: '/a' },
        { name: 'page_view', path: '/b' },
        { name: 'page_view', path: '/c' },
        { name: 'page_view', path: '/a' },
      ],
      MAY_FIRST,
    );
    expect(buffer.drain().map(({ path, count }) => [path, count])).toEqual([
      ['/a', 2],
      ['/b', 1],
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

  it('keeps the counts of a failed write for the next flush', async () => {
    const { blog, recorder: analytics } = recorder();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    blog.failNext = true;
    await analytics.flush();
    analytics.record([{ name: 'page_view', path: '/' }], MAY_FIRST);
    await analytics.flush();
    expect(blog.sent).toEqual([
      {
        pattern: 'blog.analytics.record',
        request: { counts: [{ day: '2026-05-01', name: 'page_view', path: '/', count: 2 }] },
      },
    ]);
  });

  it('writes what it holds before the gateway stops', async () => {
    const { blog, recorder: analytics } = recorder();
    analytics.onModuleInit();
    analytics.record([{ name: 'user_logout', path: '/profile' }], MAY_FIRST);
    await analytics.beforeApplicationShutdown();
    expect(blog.sent).toHaveLength(1);
    expect(blog.sent[0].request).toEqual({
      counts: [{ day: '2026-05-01', name: 'user_logout', path: '/profile', count: 1 }],
    });
  });
});
