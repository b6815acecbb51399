import { Global, Module } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';
import { SERVICE_NAMES } from '@roadbook/contracts';
import {
  APP_ENV,
  serviceClientOptions,
  serviceClientToken,
  type ServiceEndpointsEnv,
} from '@roadbook/platform';

const clients = ClientsModule.registerAsync(
  SERVICE_NAMES.map((service) => ({
    name: serviceClientToken(service),
    inject: [APP_ENV],
    useFactory: (env: ServiceEndpointsEnv) => serviceClientOptions(env, service),
  })),
);

/** A transport client per service, injected with `@Inject(serviceClientToken('trips'))`. */
@Global()
@Module({ imports: [clients], exports: [clients] })
export class ServiceClientsModule {}
