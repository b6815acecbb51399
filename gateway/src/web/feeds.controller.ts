import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { BlogPatterns, TripsPatterns } from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  ServiceCallError,
  ServiceUnavailableError,
  type ServiceClient,
} from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import {
  postPath,
  tripPath,
  robotsTxt,
  rssFeed,
  sitemap,
  STATIC_PAGES,
  type SitemapEntry,
} from './feeds';
import { siteInfo, type SiteInfo } from './site';

/** Feeds live at the site's root, where readers and crawlers look for them, not under /api. */
export const FEED_ROUTES = ['blog/rss.xml', 'sitemap.xml', 'robots.txt'];

/** Feeds may be a little stale; crawlers ask often. */
const FEED_CACHE = 'public, max-age=300';

/** RSS of the blog, the sitemap and robots.txt, with absolute links to the configured site. */
@ApiExcludeController()
@Controller()
export class FeedsController {
  private readonly site: SiteInfo;

  constructor(
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @Inject(APP_ENV) env: GatewayEnv,
  ) {
    this.site = siteInfo(env);
  }

  /** Published posts only: asked as a visitor, whoever fetches the feed. */
  @Get('blog/rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', FEED_CACHE)
  async rss(): Promise<string> {
    return rssFeed(this.site, await this.blog.send(BlogPatterns.list, { caller: {} }));
  }

  /**
   * The public pages, every published post and every featured route. Without the blog there is
   * no sitemap (503); without the trips service it lists the rest.
   */
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', FEED_CACHE)
  async sitemap(): Promise<string> {
    const [posts, featured] = await Promise.all([
      this.blog.send(BlogPatterns.list, { caller: {} }),
      this.trips.send(TripsPatterns.listFeatured, {}).catch((error: unknown) => {
        if (error instanceof ServiceUnavailableError || error instanceof ServiceCallError) {
          return [];
        }
        throw error;
      }),
    ]);
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...posts.map((post) => ({ path: postPath(post.slug), lastModified: post.updatedAt })),
      ...featured.flatMap((trip) => (trip.slug ? [{ path: tripPath(trip.slug) }] : [])),
    ];
    return sitemap(this.site.url, entries);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', FEED_CACHE)
  robots(): string {
    return robotsTxt(this.site.url);
  }
}
