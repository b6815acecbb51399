import { ServiceEnv, type ServiceDefinition } from '@roadbook/platform';
import { TripsServiceModule } from './trips-service.module';

export const tripsService: ServiceDefinition<ServiceEnv> = {
  name: 'trips',
  envSchema: ServiceEnv,
  rootModule: (env) => TripsServiceModule.forRoot(env),
};
