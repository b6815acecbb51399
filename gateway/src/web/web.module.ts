import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { TripsModule } from '../trips/trips.module';
import { CrawlerPages } from './crawler-pages';
import { FeedsController } from './feeds.controller';
import { PublicPageCache } from './public-page-cache';
import { PublicPageData } from './public-page-data';
import { SiteConfigController } from './site-config.controller';

/**
 * What the site offers beside the app: feeds, page heads for crawlers, the data of the pages
 * rendered on the server and the public ones kept, and what the web shows about who runs the
 * site.
 */
@Module({
  imports: [TripsModule, BlogModule],
  controllers: [FeedsController, SiteConfigController],
  providers: [CrawlerPages, PublicPageData, PublicPageCache],
  exports: [CrawlerPages, PublicPageData, PublicPageCache],
})
export class WebModule {}
