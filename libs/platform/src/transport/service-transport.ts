import type { ServiceName } from '@roadbook/contracts';
import { Transport, type TcpClientOptions, type TcpOptions } from '@nestjs/microservices';
import type { ServiceEndpointsEnv, ServiceListenEnv, TransportEnv } from '../config/env.schemas';
import { authenticatedSocketClass } from './authenticated-socket';

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

/**
 * How a service listens: its own port, on the listen host (0.0.0.0 inside containers), taking
 * only messages signed with the transport secret.
 */
export function serviceListenOptions(
  env: ServiceEndpointsEnv & ServiceListenEnv & TransportEnv,
  service: ServiceName,
): TcpOptions {
  const { port } = serviceEndpoint(env, service);
  return {
    transport: Transport.TCP,
    options: {
      host: env.SERVICE_LISTEN_HOST,
      port,
      socketClass: authenticatedSocketClass(env.TRANSPORT_SECRET, 'server'),
    },
  };
}

/** How the gateway (or another caller) reaches a service: signing with the transport secret. */
export function serviceClientOptions(
  env: ServiceEndpointsEnv & TransportEnv,
  service: ServiceName,
): TcpClientOptions {
  return {
    transport: Transport.TCP,
    options: {
      ...serviceEndpoint(env, service),
      socketClass: authenticatedSocketClass(env.TRANSPORT_SECRET, 'client'),
    },
  };
}
