import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceFoundation, ServiceClientsModule, type ServiceEnv } from '@roadbook/platform';
import { CreateBlogPosts1763798400000 } from './migrations/1763798400000-create-blog-posts';
import { BlogPostPagesService } from './posts/blog-post-pages.service';
import { BlogPostsController } from './posts/blog-posts.controller';
import { BlogPostsService } from './posts/blog-posts.service';
import { BlogPostEntity } from './posts/entities/blog-post.entity';

export const BLOG_ENTITIES = [BlogPostEntity];
export const BLOG_MIGRATIONS = [CreateBlogPosts1763798400000];

@Module({})
export class BlogServiceModule {
  static forRoot(env: ServiceEnv): DynamicModule {
    return {
      module: BlogServiceModule,
      imports: [
        ...serviceFoundation('blog', env, {
          schema: 'blog',
          entities: BLOG_ENTITIES,
          migrations: BLOG_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(BLOG_ENTITIES),
        // A post's page shows its linked trips and related routes, asked of the trips service.
        ServiceClientsModule.register(['trips']),
      ],
      controllers: [BlogPostsController],
      providers: [BlogPostsService, BlogPostPagesService],
    };
  }
}
