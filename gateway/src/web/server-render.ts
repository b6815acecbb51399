import { Logger } from '@nestjs/common';
import {
  PAGE_STATE_ELEMENT_ID,
  type PageData,
  type PageState,
  type RenderPage,
  type RenderedPage,
} from '@roadbook/contracts';
import type { FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SUBJECT_MISSING, type PublicPageData } from './public-page-data';
import { serverRenderedPageAt } from './public-pages';

/** Where the web build puts its server entry (`web/vite.server.config.ts`). */
export const SERVER_ENTRY = join('server', 'entry-server.cjs');

/** The web app's server render, from its build in `distDir`. */
export function loadServerRender(distDir: string): RenderPage {
  const entry = join(distDir, SERVER_ENTRY);
  if (!existsSync(entry)) {
    throw new Error(`WEB_DIST_DIR ${distDir} has no ${SERVER_ENTRY}: build the web app first`);
  }
  return (createRequire(__filename)(entry) as { render: RenderPage }).render;
}

/**
 * The state as page data: JSON with every `<` escaped, so no text in it (a post's body, a trip's
 * name) can close the script element. It is data, not code: the Content-Security-Policy's
 * `script-src 'self'` stays as it is.
 */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** index.html with the page's markup in `#root`, its styles in the head and its state after. */
export function withServerRender(indexHtml: string, page: RenderedPage): string {
  return indexHtml
    .replace(/<\/head>/i, () => `  ${page.css}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${page.html}</div>\n    ${pageStateScript(page.state)}`,
    );
}

/**
 * What the gateway sends for a page: rendered, with the data it was rendered from, or the app's
 * own page with a status.
 */
export type ServerPage =
  (RenderedPage & { data: PageData }) | { clientRendered: true; status: 200 | 404 };

/**
 * Pages rendered on the server (docs/adr/0007-server-rendered-public-pages.md, and a rider's own
 * pages, docs/adr/0010-start-the-app-on-load.md). A page whose subject is missing or not for the
 * caller goes out as the client-rendered index.html with 404, the app showing its own not-found
 * state; so does, with 200, a page whose service is down or whose render failed (logged): a
 * visitor never sees it fail. The planner opened to Modify or Plan Similar is always the client's.
 */
export class ServerPages {
  private readonly logger = new Logger(ServerPages.name);

  constructor(
    private readonly render: RenderPage,
    private readonly pageData: PublicPageData,
  ) {}

  async pageFor(request: FastifyRequest): Promise<ServerPage> {
    const page = serverRenderedPageAt(request.url);
    if (!page) return { clientRendered: true, status: 200 };
    try {
      const data = await this.pageData.of(page, request);
      if (data === SUBJECT_MISSING) return { clientRendered: true, status: 404 };
      if (!data) return { clientRendered: true, status: 200 };
      return { ...(await this.render(request.url, data)), data };
    } catch (error) {
      this.logger.error(`Server render of ${request.url} failed`, (error as Error).stack);
      return { clientRendered: true, status: 200 };
    }
  }
}
