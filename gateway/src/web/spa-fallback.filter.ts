import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CrawlerPages } from './crawler-pages';
import { withPageHead } from './page-head';

/**
 * The web app routes on the client: a GET for a page that is no file and not under /api gets
 * index.html, and the app shows the screen (or its own not-found page). /api keeps JSON 404s.
 * Pages crawlers should understand without JavaScript get their title and description filled in.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  constructor(
    private readonly distDir: string,
    private readonly crawlerPages: CrawlerPages,
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
    const head = await this.crawlerPages.headFor(request.url.split('?')[0]);
    if (!head) {
      void reply.sendFile('index.html');
      return;
    }
    // Read on each request, like the static file, so a new build is served at once.
    const indexHtml = await readFile(join(this.distDir, 'index.html'), 'utf8');
    void reply.send(withPageHead(indexHtml, head));
  }
}
