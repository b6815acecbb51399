import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule, ServiceClientsModule } from '@roadbook/platform';
import { serviceFoundation } from '@roadbook/platform/database';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsService } from './analytics/analytics.service';
import { AnalyticsDailyCountEntity } from './analytics/entities/analytics-daily-count.entity';
import type { BlogServiceEnv } from './blog-service.env';
import { CreateBlogPosts1763798400000 } from './migrations/1763798400000-create-blog-posts';
import { AddPostSearch1764201600000 } from './migrations/1764201600000-add-post-search';
import { CreateAnalyticsDailyCounts1764288000000 } from './migrations/1764288000000-create-analytics-daily-counts';
import { AddPostCreationKey1764979200000 } from './migrations/1764979200000-add-post-creation-key';
import { CreateAnalyticsBatches1765065600000 } from './migrations/1765065600000-create-analytics-batches';
import { SearchFunctionsInPlpgsql1765238400000 } from './migrations/1765238400000-search-functions-in-plpgsql';
import { BlogPostPagesService } from './posts/blog-post-pages.service';
import { BlogPostsController } from './posts/blog-posts.controller';
import { BlogPostsService } from './posts/blog-posts.service';
import { BlogPostEntity } from './posts/entities/blog-post.entity';
import { PublishedPostChanges } from './posts/published-post-changes';

export const BLOG_ENTITIES = [BlogPostEntity, AnalyticsDailyCountEntity];
export const BLOG_MIGRATIONS = [
  CreateBlogPosts1763798400000,
  AddPostSearch1764201600000,
  CreateAnalyticsDailyCounts1764288000000,
  AddPostCreationKey1764979200000,
  CreateAnalyticsBatches1765065600000,
  SearchFunctionsInPlpgsql1765238400000,
];

@Module({})
export class BlogServiceModule {
  static forRoot(env: BlogServiceEnv): DynamicModule {
    return {
      module: BlogServiceModule,
      imports: [
        ...serviceFoundation('blog', env, {
          schema: 'blog',
          entities: BLOG_ENTITIES,
          migrations: BLOG_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(BLOG_ENTITIES),
        // Tells the gateways when a published post changes, so they drop the pages they keep.
        EventsModule,
        // A post's page shows its linked trips and related routes, asked of the trips service.
        ServiceClientsModule.register('blog-service', ['trips']),
      ],
      controllers: [BlogPostsController, AnalyticsController],
      providers: [BlogPostsService, BlogPostPagesService, AnalyticsService, PublishedPostChanges],
    };
  }
}
