import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { ServiceName } from '@roadbook/contracts';
import { APP_ENV } from '../config/config.module';
import type { TransportEnv } from '../config/env.schemas';
import { SERVICE_CALL_TIMEOUT_MS, ServiceClient } from './service-client';
import { serviceClientProxy } from './service-transport';

const SERVICE_CLIENT_PROXY = 'SERVICE_CLIENT_PROXY';

function serviceClientToken(service: ServiceName): string {
  return `${service.toUpperCase()}_SERVICE_CLIENT`;
}

/** Injects the client of one service: `@InjectServiceClient('trips') trips: ServiceClient`. */
export const InjectServiceClient = (service: ServiceName) => Inject(serviceClientToken(service));

/**
 * Typed transport clients for the named services, closed with the app. They share one
 * connection (NATS routes each call by its subject); `caller` names it on the server.
 */
@Global()
@Module({})
export class ServiceClientsModule {
  static register(caller: string, services: readonly ServiceName[]): DynamicModule {
    const proxy = {
      provide: SERVICE_CLIENT_PROXY,
      inject: [APP_ENV],
      useFactory: (env: TransportEnv) => serviceClientProxy(env, caller, SERVICE_CALL_TIMEOUT_MS),
    };
    const clients = services.map((service) => ({
      provide: serviceClientToken(service),
      inject: [SERVICE_CLIENT_PROXY],
      useFactory: (shared: ClientProxy) => new ServiceClient(service, shared),
    }));
    return {
      module: ServiceClientsModule,
      providers: [proxy, ...clients],
      exports: clients.map((p) => p.provide),
    };
  }
}
