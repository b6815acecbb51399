import { SystemEvents, type Trip } from '@roadbook/contracts';
import { EventBus, type QueueEnv, type ServiceClient } from '@roadbook/platform';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteCookies } from '../http/cookies';
import { FeaturedTripsCache } from '../trips/featured-trips.cache';
import { AppPages } from './app-pages';
import type { CrawlerPages } from './crawler-pages';
import { PublicPageCache } from './public-page-cache';
import type { ServerPage, ServerPages } from './server-render';

/**
 * The server render is the test's: each render waits until the test finishes it, so the test
 * decides what happens while one is under way. The rest (the cache, Fastify) is real.
 */
class HeldRenders {
  readonly started: Array<(page: ServerPage) => void> = [];
  private startedOne: () => void = () => undefined;

  pageFor(): Promise<ServerPage> {
    const page = new Promise<ServerPage>((resolve) => this.started.push(resolve));
    this.startedOne();
    return page;
  }

  /** Resolves once `count` renders have started. */
  async until(count: number): Promise<void> {
    while (this.started.length < count) {
      await new Promise<void>((resolve) => (this.startedOne = resolve));
    }
  }
}

const tripPage = (name: string): ServerPage => ({
  status: 200,
  html: `<h1>${name}</h1>`,
  css: '',
  state: { api: {} },
  data: { user: null, queries: [] },
});

let distDir: string;
let app: FastifyInstance;
let renders: HeldRenders;
let events: EventBus;

beforeEach(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'roadbook-app-pages-'));
  writeFileSync(join(distDir, 'index.html'), '<html><head></head><body><div id="root"></div>');
  events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  const trips = { send: () => Promise.resolve([{ id: 7 } as Trip]) };
  const featured = new FeaturedTripsCache(trips as unknown as ServiceClient, events);
  const cookies = new SiteCookies({ PUBLIC_URL: 'http://127.0.0.1:8080' });
  const cache = new PublicPageCache({ PUBLIC_PAGE_CACHE_TTL_S: 60 }, events, featured, cookies);
  renders = new HeldRenders();
  const crawlerPages = { headFor: () => Promise.resolve(undefined) };
  const pages = new AppPages(
    distDir,
    crawlerPages as unknown as CrawlerPages,
    renders as unknown as ServerPages,
    cache,
  );
  app = Fastify();
  await app.register(fastifyCookie);
  app.get('/*', (request, reply) => pages.send(request, reply));
  await app.ready();
});

afterEach(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A request, sent at once (an injected request waits to be awaited otherwise). */
const visit = (url: string) => app.inject({ method: 'GET', url }).then((answer) => answer);

describe('AppPages', () => {
  it('renders a kept page once for the signed-out visitors who ask for it meanwhile', async () => {
    const visits = Array.from({ length: 5 }, () => visit('/trips/kept-canyon'));
    await renders.until(1);
    renders.started[0](tripPage('Kept Canyon'));
    const answers = await Promise.all(visits);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((answer) => answer.body.includes('<h1>Kept Canyon</h1>'))).toBe(true);
    expect(renders.started).toHaveLength(1);
    // Kept: the next visitor is answered from memory.
    expect((await visit('/trips/kept-canyon')).headers['x-cache']).toBe('HIT');
    expect(renders.started).toHaveLength(1);
  });

  it('does not keep a page rendered across a change: the next visitor gets a new render', async () => {
    const first = visit('/trips/kept-canyon');
    await renders.until(1);
    await events.publish(SystemEvents.featuredTripChanged, { tripId: 7 });
    renders.started[0](tripPage('Before the change'));
    expect((await first).body).toContain('Before the change');

    const next = visit('/trips/kept-canyon');
    await renders.until(2);
    renders.started[1](tripPage('After the change'));
    const answer = await next;
    expect(answer.headers['x-cache']).toBe('MISS');
    expect(answer.body).toContain('After the change');
  });

  it('renders a page again for each visitor when the one under way was not for everyone', async () => {
    const visits = [visit('/trips/gone'), visit('/trips/gone')];
    await renders.until(1);
    renders.started[0]({ clientRendered: true, status: 404 });
    await renders.until(2);
    renders.started[1]({ clientRendered: true, status: 404 });
    expect((await Promise.all(visits)).map((answer) => answer.statusCode)).toEqual([404, 404]);
  });
});
