import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CrawlerPages } from './crawler-pages';
import { SpaFallbackFilter } from './spa-fallback.filter';

/**
 * Serves the built web app beside /api. Vite names assets by content hash, so they are cached
 * for a year; index.html is revalidated on every visit so a deploy is seen at once.
 */
export async function serveWebApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`WEB_DIST_DIR ${distDir} has no index.html: build the web app first`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(distDir, 'assets'));
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.useGlobalFilters(new SpaFallbackFilter(distDir, app.get(CrawlerPages)));
}
