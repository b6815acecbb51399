import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendPage } from './compressed-page';
import type { CrawlerPages } from './crawler-pages';
import { withPageHead } from './page-head';
import { isPagePath } from './public-pages';
import { withServerRender, type ServerPages } from './server-render';

/**
 * The web app's pages: a GET or HEAD for a path that names no file and is not under /api gets the
 * app's page, whatever its Accept header says (curl and uptime checks accept any type), rendered with
 * its data for the app to hydrate, with 404 when it is the app's not-found page or its subject
 * (a trip, a post, a shared link) is missing. /api and missing files keep JSON 404s. Pages
 * crawlers should understand without JavaScript get their title and description filled in.
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
    const path = request.url.split('?')[0];
    const isPage = ['GET', 'HEAD'].includes(request.method) && isPagePath(path);
    if (!isPage) {
      void reply.status(404).send(exception.getResponse());
      return;
    }
    void reply.header('Cache-Control', 'no-cache').type('text/html');
    const [head, page] = await Promise.all([
      this.crawlerPages.headFor(path),
      this.serverPages.pageFor(request),
    ]);
    void reply.status(page.status);
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
