import { Inject, Injectable, Logger } from '@nestjs/common';
import { BlogPatterns } from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  ServiceCallError,
  ServiceUnavailableError,
  type ServiceClient,
} from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { postPath } from './feeds';
import type { PageHead } from './page-head';
import { siteInfo, type SiteInfo } from './site';

const POST_PAGE = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The head of pages that crawlers and link previews should see filled in before any JavaScript
 * runs: a published blog post. Anything else (or a post that is missing, a draft, or a blog that
 * is down) gets the app's own head, and the app shows the page as usual.
 */
@Injectable()
export class CrawlerPages {
  private readonly logger = new Logger(CrawlerPages.name);
  private readonly site: SiteInfo;

  constructor(
    @InjectServiceClient('blog') private readonly blog: ServiceClient,
    @Inject(APP_ENV) env: GatewayEnv,
  ) {
    this.site = siteInfo(env);
  }

  async headFor(path: string): Promise<PageHead | null> {
    const slug = POST_PAGE.exec(path)?.[1];
    if (!slug) return null;
    try {
      // Asked as a visitor: a draft never shows its title to a crawler.
      const post = await this.blog.send(BlogPatterns.getBySlug, { slug, caller: {} });
      return {
        title: `${post.metaTitle ?? post.title} | ${this.site.name}`,
        description: post.excerpt ?? post.title,
        url: `${this.site.url}${postPath(post.slug)}`,
        ...(post.featuredImage && { image: this.absolute(post.featuredImage) }),
        type: 'article',
        ...(post.publishedAt && { publishedTime: post.publishedAt }),
        siteName: this.site.name,
      };
    } catch (error) {
      if (error instanceof ServiceCallError) return null;
      if (error instanceof ServiceUnavailableError) {
        this.logger.warn(error.message);
        return null;
      }
      throw error;
    }
  }

  private absolute(url: string): string {
    return url.startsWith('/') ? `${this.site.url}${url}` : url;
  }
}
