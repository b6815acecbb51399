import { Module } from '@nestjs/common';
import { CrawlerPages } from './crawler-pages';
import { FeedsController } from './feeds.controller';

/** What the site offers beside the app and /api: feeds, and page heads for crawlers. */
@Module({
  controllers: [FeedsController],
  providers: [CrawlerPages],
  exports: [CrawlerPages],
})
export class WebModule {}
