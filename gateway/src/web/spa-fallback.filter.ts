import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendPage } from './compressed-page';
import type { CrawlerPages } from './crawler-pages';
import { withPageHead } from './page-head';
import { withServerRender, type ServerPages } from './server-render';

/**
 * The web app routes on the client: a GET for a page that is no file and not under /api gets
 * index.html, and the app shows the screen (or its own not-found page). /api keeps JSON 404s.
 * Pages crawlers should understand without JavaScript get their title and description filled in,
 * and public pages come rendered, with their data, for the app to hydrate.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  constructor(
    private readonly distDir: string,
    private readonly crawlerPages: CrawlerPages,
    private readonly serverPages: ServerPages,
  ) {}

  async catch(exception: NotFoundException, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) {
      void reply.status(404).send(exception.getResponse());
      return;
    }
    void reply.header('Cache-Control', 'no-cache').type('text/html');
    const [head, page] = await Promise.all([
      this.crawlerPages.headFor(request.url.split('?')[0]),
      this.serverPages.pageFor(request),
    ]);
    if (!head && !page) {
      void reply.sendFile('index.html');
      return;
    }
    // Read on each request, like the static file, so a new build is served at once.
    let html = await readFile(join(this.distDir, 'index.html'), 'utf8');
    if (head) html = withPageHead(html, head);
    if (page) {
      html = withServerRender(html, page);
      // It shows who is signed in (or that nobody is): never for a shared cache to keep.
      void reply.header('Cache-Control', 'private, no-cache');
    }
    await sendPage(request, reply, html);
  }
}
