import type { ServiceDefinition } from '@roadbook/platform';
import { BlogServiceEnv } from './blog-service.env';
import { BlogServiceModule } from './blog-service.module';

export const blogService: ServiceDefinition<BlogServiceEnv> = {
  name: 'blog',
  envSchema: BlogServiceEnv,
  rootModule: (env) => BlogServiceModule.forRoot(env),
};
