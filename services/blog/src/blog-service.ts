import { ServiceEnv, type ServiceDefinition } from '@roadbook/platform';
import { BlogServiceModule } from './blog-service.module';

export const blogService: ServiceDefinition<ServiceEnv> = {
  name: 'blog',
  envSchema: ServiceEnv,
  rootModule: (env) => BlogServiceModule.forRoot(env),
};
