import '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PageBody, sendPage } from './compressed-page';
import type { CrawlerPages } from './crawler-pages';
import { withPageHead } from './page-head';
import type { PublicPageCache } from './public-page-cache';
import { withServerRender, type ServerPages } from './server-render';

/** A page made for a request, and whether a signed-out visitor's copy may be kept for others. */
interface MadePage {
  body: PageBody;
  forAnyVisitor: boolean;
}

/**
 * The web app's page for a request: index.html, rendered with its data for the app to hydrate
 * when the page is one the server renders, with its title and description for crawlers. A
 * featured trip's page and the featured list, rendered for a signed-out visitor, are kept for the
 * next ones (public-page-cache.ts).
 */
export class AppPages {
  /** The renders under way of pages that will be kept, by their cache key. */
  private readonly rendering = new Map<string, Promise<MadePage>>();

  constructor(
    private readonly distDir: string,
    private readonly crawlerPages: CrawlerPages,
    private readonly serverPages: ServerPages,
    private readonly cache: PublicPageCache,
  ) {}

  /**
   * Sends the page with its own status (404 for the app's not-found page or a missing subject),
   * or with `status` when given: a page the caller may not see is still the app's page (its
   * Access Denied screen), sent with a 403.
   */
  async send(request: FastifyRequest, reply: FastifyReply, status?: number): Promise<void> {
    const key = status === undefined ? this.cache.keyFor(request) : null;
    let body = key === null ? undefined : this.cache.get(key);
    // Whether a kept page answered: for operators and the proxies in front, as CDNs say it.
    if (key !== null) void reply.header('X-Cache', body ? 'HIT' : 'MISS');
    body ??= (key === null ? await this.make(request) : await this.makeOnce(key, request)).body;
    // A rendered page shows who is signed in (or that nobody is): never for a shared cache.
    void reply
      .header('Cache-Control', body.rendered ? 'private, no-cache' : 'no-cache')
      .type('text/html')
      .status(status ?? body.status);
    await sendPage(request, reply, body);
  }

  /**
   * A page to keep, rendered once however many signed-out visitors ask for it meanwhile: when a
   * change drops a popular page, the visitors in flight wait for one render (a trip's page costs
   * tens of milliseconds of CPU) instead of each making their own.
   */
  private async makeOnce(key: string, request: FastifyRequest): Promise<MadePage> {
    const underWay = this.rendering.get(key);
    if (underWay) {
      const made = await underWay.catch(() => undefined);
      // Not the same for everyone after all (a page that failed, or not found): its own render.
      return made?.forAnyVisitor ? made : this.make(request);
    }
    const since = this.cache.generation;
    const making = this.make(request);
    this.rendering.set(key, making);
    try {
      const made = await making;
      if (made.forAnyVisitor) this.cache.keep(key, made.body, since);
      return made;
    } finally {
      this.rendering.delete(key);
    }
  }

  private async make(request: FastifyRequest): Promise<MadePage> {
    const path = request.url.split('?')[0];
    const page = await this.serverPages.pageFor(request);
    const head = await this.crawlerPages.headFor(path, 'data' in page ? page.data : undefined);
    // Read on each request, like the static file, so a new build is served at once.
    let html = await readFile(join(this.distDir, 'index.html'), 'utf8');
    if (head) html = withPageHead(html, head);
    if ('clientRendered' in page) {
      return { body: new PageBody(html, page.status, false), forAnyVisitor: false };
    }
    return {
      body: new PageBody(withServerRender(html, page), page.status, true),
      // The app's not-found page is not kept: any address could fill the cache with one.
      forAnyVisitor: page.status === 200 && page.data.user === null,
    };
  }
}
