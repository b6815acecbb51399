import type { ServiceDefinition } from '@roadbook/platform';
import { AuthServiceEnv } from './auth-service.env';
import { AuthServiceModule } from './auth-service.module';

export const authService: ServiceDefinition<AuthServiceEnv> = {
  name: 'auth',
  envSchema: AuthServiceEnv,
  rootModule: (env) => AuthServiceModule.forRoot(env),
};
