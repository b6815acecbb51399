import type { ServiceName } from '@roadbook/contracts';
import { Transport, type TcpClientOptions, type TcpOptions } from '@nestjs/microservices';
import type { ServiceEndpointsEnv } from '../config/env.schemas';
import { NoDelayJsonSocket } from './no-delay-json-socket';

export interface ServiceEndpoint {
  host: string;
  port: number;
}

export function serviceEndpoint(env: ServiceEndpointsEnv, service: ServiceName): ServiceEndpoint {
  switch (service) {
    case 'auth':
      return { host: env.AUTH_HOST, port: env.AUTH_PORT };
    case 'trips':
      return { host: env.TRIPS_HOST, port: env.TRIPS_PORT };
    case 'blog':
      return { host: env.BLOG_HOST, port: env.BLOG_PORT };
    case 'media':
      return { host: env.MEDIA_HOST, port: env.MEDIA_PORT };
  }
}

/** How a service listens: its own port, on the listen host (0.0.0.0 inside containers). */
export function serviceListenOptions(
  env: ServiceEndpointsEnv & { SERVICE_LISTEN_HOST: string },
  service: ServiceName,
): TcpOptions {
  const { port } = serviceEndpoint(env, service);
  return {
    transport: Transport.TCP,
    options: { host: env.SERVICE_LISTEN_HOST, port, socketClass: NoDelayJsonSocket },
  };
}

/** How the gateway (or another caller) reaches a service. */
export function serviceClientOptions(
  env: ServiceEndpointsEnv,
  service: ServiceName,
): TcpClientOptions {
  return {
    transport: Transport.TCP,
    options: { ...serviceEndpoint(env, service), socketClass: NoDelayJsonSocket },
  };
}
