import '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendPage } from './compressed-page';
import type { CrawlerPages } from './crawler-pages';
import { withPageHead } from './page-head';
import { withServerRender, type ServerPages } from './server-render';

/**
 * The web app's page for a request: index.html, rendered with its data for the app to hydrate
 * when the page is one the server renders, with its title and description for crawlers.
 */
export class AppPages {
  constructor(
    private readonly distDir: string,
    private readonly crawlerPages: CrawlerPages,
    private readonly serverPages: ServerPages,
  ) {}

  /**
   * Sends the page with its own status (404 for the app's not-found page or a missing subject),
   * or with `status` when given: a page the caller may not see is still the app's page (its
   * Access Denied screen), sent with a 403.
   */
  async send(request: FastifyRequest, reply: FastifyReply, status?: number): Promise<void> {
    const path = request.url.split('?')[0];
    void reply.header('Cache-Control', 'no-cache').type('text/html');
    const page = await this.serverPages.pageFor(request);
    const head = await this.crawlerPages.headFor(path, 'data' in page ? page.data : undefined);
    void reply.status(status ?? page.status);
    // Read on each request, like the static file, so a new build is served at once.
    let html = await readFile(join(this.distDir, 'index.html'), 'utf8');
    if (head) html = withPageHead(html, head);
    if (!('clientRendered' in page)) {
      html = withServerRender(html, page);
      // It shows who is signed in (or that nobody is): never for a shared cache to keep.
      void reply.header('Cache-Control', 'private, no-cache');
    }
    await sendPage(request, reply, html);
  }
}
