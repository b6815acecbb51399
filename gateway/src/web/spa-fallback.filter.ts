import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppPages } from './app-pages';
import { isPagePath } from './public-pages';

/**
 * The web app's pages: a GET or HEAD for a path that names no file and is not under /api gets the
 * app's page, whatever its Accept header says (curl and uptime checks accept any type), rendered with
 * its data for the app to hydrate, with 404 when it is the app's not-found page or its subject
 * (a trip, a post, a shared link) is missing. /api and missing files keep JSON 404s. Pages
 * crawlers should understand without JavaScript get their title and description filled in.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  constructor(private readonly pages: AppPages) {}

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
    await this.pages.send(request, reply);
  }
}
