import type { ClientProxy, CustomTransportStrategy } from '@nestjs/microservices';
import type { ServiceName } from '@roadbook/contracts';
import type { TransportEnv } from '../config/env.schemas';
import { InProcessClient, InProcessServer } from './in-process-transport';
import { natsSubject, ServiceNatsClient, ServiceNatsServer } from './nats-transport';
import { ParentProcessClient } from './parent-process-transport';

/** How a service takes its calls, from SERVICE_TRANSPORT. */
export function serviceServer(env: TransportEnv, service: ServiceName): CustomTransportStrategy {
  switch (env.SERVICE_TRANSPORT) {
    case 'nats':
      return new ServiceNatsServer(env, service);
    case 'in-process':
      return new InProcessServer();
    case 'parent-process':
      throw new Error(
        `the ${service} service cannot run in a process whose parent answers its calls`,
      );
  }
}

/** Where a started service takes its calls, in words for its log. */
export function serviceAddress(env: TransportEnv, service: ServiceName): string {
  return env.SERVICE_TRANSPORT === 'nats'
    ? `NATS ${env.NATS_URL}, ${natsSubject(env.NATS_SUBJECT_PREFIX, `${service}.>`)}`
    : 'this process';
}

/**
 * How a caller (`name`: the gateway, the workers, a command) reaches the services, from
 * SERVICE_TRANSPORT; a call gives up after `timeoutMs`.
 */
export function serviceClientProxy(
  env: TransportEnv,
  name: string,
  timeoutMs: number,
): ClientProxy {
  switch (env.SERVICE_TRANSPORT) {
    case 'nats':
      return new ServiceNatsClient(env, name, timeoutMs) as unknown as ClientProxy;
    case 'in-process':
      return new InProcessClient();
    case 'parent-process':
      return new ParentProcessClient();
  }
}
