import type { ServiceDefinition } from '@roadbook/platform';
import { TripsServiceEnv } from './trips-service.env';
import { TripsServiceModule } from './trips-service.module';

export const tripsService: ServiceDefinition<TripsServiceEnv> = {
  name: 'trips',
  envSchema: TripsServiceEnv,
  rootModule: (env) => TripsServiceModule.forRoot(env),
};
