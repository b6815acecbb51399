import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BlogPatterns,
  TripsPatterns,
  featuredTripMeta,
  sharedTripMeta,
  type BlogPostPage,
  type PageData,
  type PageQuery,
  type TripPageMeta,
} from '@roadbook/contracts';
import { APP_ENV, InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { postPath, tripPath } from './feeds';
import type { PageHead } from './page-head';
import { publicPageAt, readForPage } from './public-pages';
import { siteInfo, type SiteInfo } from './site';

/** The page queries that carry the subject of a page with a head of its own. */
type SubjectEndpoint = 'getBlogPostBySlug' | 'getTripBySlug' | 'getSharedTrip';
type SubjectOf<Endpoint extends SubjectEndpoint> = Extract<
  PageQuery,
  { endpoint: Endpoint }
>['data'];

/**
 * The head of pages that crawlers and link previews should see filled in before any JavaScript
 * runs: a published blog post, a featured trip's page and a shared trip. Anything else (or a
 * post or trip that is missing, not public, or whose service is down) gets the app's own head,
 * and the app shows the page as usual. The head is made from the data the page was rendered
 * with, read once for both; a page sent unrendered (its render failed) is asked for as a
 * visitor. Either way a draft or an unfeatured trip never shows its words to a crawler, which
 * is always a visitor.
 */
@Injectable()
export class CrawlerPages {
  private readonly logger = new Logger(CrawlerPages.name);
  private readonly site: SiteInfo;

  constructor(
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @Inject(APP_ENV) env: GatewayEnv,
  ) {
    this.site = siteInfo(env);
  }

  /** The head of the page at `path`, from `data` when the page was rendered with it. */
  async headFor(path: string, data?: PageData): Promise<PageHead | null> {
    const page = publicPageAt(path);
    if (!page || (page.kind !== 'post' && page.kind !== 'trip' && page.kind !== 'shared-trip')) {
      return null;
    }
    const subject = async <Endpoint extends SubjectEndpoint>(
      endpoint: Endpoint,
      read: () => Promise<SubjectOf<Endpoint>>,
    ): Promise<SubjectOf<Endpoint>> => {
      const rendered = data?.queries.find((query) => query.endpoint === endpoint);
      return rendered ? (rendered.data as SubjectOf<Endpoint>) : read();
    };
    return readForPage(this.logger, async () => {
      switch (page.kind) {
        case 'post':
          return this.postHead(
            await subject('getBlogPostBySlug', () =>
              this.blog.send(BlogPatterns.getBySlug, { slug: page.slug, caller: {} }),
            ),
          );
        case 'trip': {
          const trip = await subject('getTripBySlug', () =>
            this.trips.send(TripsPatterns.getBySlug, { slug: page.slug }),
          );
          return this.tripHead(
            featuredTripMeta(trip, this.site.name),
            tripPath(page.slug),
            `/api/maps/static/${trip.id}`,
          );
        }
        case 'shared-trip': {
          const { shareableId } = page;
          const { trip } = await subject('getSharedTrip', () =>
            this.trips.send(TripsPatterns.getShared, { shareableId }),
          );
          const id = encodeURIComponent(shareableId);
          return {
            ...this.tripHead(
              sharedTripMeta(trip, this.site.name),
              `/shared/${id}`,
              `/api/maps/static/shared/${id}`,
            ),
            noindex: true,
          };
        }
      }
    });
  }

  private postHead(post: BlogPostPage): PageHead {
    return {
      title: `${post.metaTitle ?? post.title} | ${this.site.name}`,
      description: post.excerpt ?? post.title,
      ...(post.tags.length > 0 && { keywords: post.tags }),
      url: `${this.site.url}${postPath(post.slug)}`,
      ...(post.featuredImage && { image: this.absolute(post.featuredImage) }),
      type: 'article',
      ...(post.publishedAt && { publishedTime: post.publishedAt }),
      siteName: this.site.name,
    };
  }

  /** The route's static map (as a visitor may fetch it) is the picture of a trip's page. */
  private tripHead(meta: TripPageMeta, path: string, mapPath: string): PageHead {
    return {
      title: meta.title,
      description: meta.description,
      keywords: meta.keywords,
      url: `${this.site.url}${path}`,
      image: `${this.site.url}${mapPath}`,
      type: 'website',
      siteName: this.site.name,
    };
  }

  private absolute(url: string): string {
    return url.startsWith('/') ? `${this.site.url}${url}` : url;
  }
}
