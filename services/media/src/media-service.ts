import type { ServiceDefinition } from '@roadbook/platform';
import { MediaServiceEnv } from './media-service.env';
import { MediaServiceModule } from './media-service.module';

export const mediaService: ServiceDefinition<MediaServiceEnv> = {
  name: 'media',
  envSchema: MediaServiceEnv,
  rootModule: (env) => MediaServiceModule.forRoot(env),
};
