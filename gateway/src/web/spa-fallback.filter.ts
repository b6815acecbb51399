import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app routes on the client: a GET for a page that is no file and not under /api gets
 * index.html, and the app shows the screen (or its own not-found page). /api keeps JSON 404s.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  catch(exception: NotFoundException, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) {
      void reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      return;
    }
    void reply.status(404).send(exception.getResponse());
  }
}
