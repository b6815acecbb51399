import { Module, type DynamicModule } from '@nestjs/common';
import { serviceFoundation, type ServiceEnv } from '@roadbook/platform';
import { CreateBlogPosts1763798400000 } from './migrations/1763798400000-create-blog-posts';
import { BlogPostEntity } from './posts/entities/blog-post.entity';

@Module({})
export class BlogServiceModule {
  static forRoot(env: ServiceEnv): DynamicModule {
    return {
      module: BlogServiceModule,
      imports: serviceFoundation('blog', env, {
        schema: 'blog',
        entities: [BlogPostEntity],
        migrations: [CreateBlogPosts1763798400000],
      }),
    };
  }
}
