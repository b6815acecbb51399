import { ServiceEnv, type ServiceDefinition } from '@roadbook/platform';
import { AuthServiceModule } from './auth-service.module';

export const authService: ServiceDefinition<ServiceEnv> = {
  name: 'auth',
  envSchema: ServiceEnv,
  rootModule: (env) => AuthServiceModule.forRoot(env),
};
