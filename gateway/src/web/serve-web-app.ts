import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppPages } from './app-pages';
import { CrawlerPages } from './crawler-pages';
import { PublicPageCache } from './public-page-cache';
import { PublicPageData } from './public-page-data';
import { loadServerRender, ServerPages } from './server-render';
import { SpaFallbackFilter } from './spa-fallback.filter';

/**
 * Serves the built web app beside /api. Vite names assets by content hash, so they are cached
 * for a year; index.html is revalidated on every visit so a deploy is seen at once. The build
 * writes a brotli and a gzip copy beside each text file: the browser gets the smaller one it
 * accepts, compressed once at build time rather than on every request.
 *
 * No page is a file: `/` too goes to the fallback filter, which renders the public pages on the
 * server (docs/adr/0007-server-rendered-public-pages.md). The server build beside the app is
 * never served. Returns the app's pages, for routes outside Nest that answer with one.
 */
export async function serveWebApp(app: NestFastifyApplication, distDir: string): Promise<AppPages> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`WEB_DIST_DIR ${distDir} has no index.html: build the web app first`);
  }
  const render = loadServerRender(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', 'server/**'],
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(distDir, 'assets'));
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const serverPages = new ServerPages(render, app.get(PublicPageData));
  const pages = new AppPages(distDir, app.get(CrawlerPages), serverPages, app.get(PublicPageCache));
  app.useGlobalFilters(new SpaFallbackFilter(pages));
  return pages;
}
