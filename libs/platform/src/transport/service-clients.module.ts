import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import type { ServiceName } from '@roadbook/contracts';
import { APP_ENV } from '../config/config.module';
import type { ServiceEndpointsEnv, TransportEnv } from '../config/env.schemas';
import { ServiceClient } from './service-client';
import { serviceClientOptions } from './service-transport';

function serviceClientToken(service: ServiceName): string {
  return `${service.toUpperCase()}_SERVICE_CLIENT`;
}

/** Injects the client of one service: `@InjectServiceClient('trips') trips: ServiceClient`. */
export const InjectServiceClient = (service: ServiceName) => Inject(serviceClientToken(service));

/** Typed transport clients for the named services, closed with the app. */
@Global()
@Module({})
export class ServiceClientsModule {
  static register(services: readonly ServiceName[]): DynamicModule {
    const providers = services.map((service) => ({
      provide: serviceClientToken(service),
      inject: [APP_ENV],
      useFactory: (env: ServiceEndpointsEnv & TransportEnv) =>
        new ServiceClient(service, ClientProxyFactory.create(serviceClientOptions(env, service))),
    }));
    return { module: ServiceClientsModule, providers, exports: providers.map((p) => p.provide) };
  }
}
