import type { OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  isServiceErrorBody,
  type RpcPattern,
  type RpcRequest,
  type RpcResponse,
  type ServiceName,
} from '@roadbook/contracts';
import { firstValueFrom } from 'rxjs';
import { withTimeout } from '../health/health-check';
import {
  processMetrics,
  secondsSince,
  type RoadbookMetrics,
  type TransportOutcome,
} from '../metrics/roadbook-metrics';
import { ServiceCallError, ServiceUnavailableError } from './service-error';

export const SERVICE_CALL_TIMEOUT_MS = 10_000;

/**
 * Calls one service over the transport with the pattern's own request and response types.
 * An error the service described becomes a ServiceCallError (the caller's fault, or a rule);
 * anything else — no answer, a crash — a ServiceUnavailableError. Every call's duration and
 * outcome goes to `roadbook_transport_call_duration_seconds`.
 */
export class ServiceClient implements OnApplicationShutdown {
  constructor(
    readonly service: ServiceName,
    private readonly proxy: ClientProxy,
    private readonly metrics: RoadbookMetrics = processMetrics(),
  ) {}

  async send<P extends RpcPattern>(
    pattern: P,
    request: RpcRequest<P>,
    timeoutMs = SERVICE_CALL_TIMEOUT_MS,
  ): Promise<RpcResponse<P>> {
    const startedAt = performance.now();
    const done = (outcome: TransportOutcome) =>
      this.metrics.transportCallDuration.observe(
        { service: this.service, pattern, outcome },
        secondsSince(startedAt),
      );
    try {
      const response = await withTimeout(
        firstValueFrom(this.proxy.send<RpcResponse<P>, RpcRequest<P>>(pattern, request)),
        timeoutMs,
        `${this.service} service`,
      );
      done('ok');
      return response;
    } catch (error) {
      if (isServiceErrorBody(error)) {
        done('service_error');
        throw new ServiceCallError(error);
      }
      done('unavailable');
      throw new ServiceUnavailableError(this.service, error);
    }
  }

  /** Nest calls this for factory-made providers too, so the connection closes with the app. */
  async onApplicationShutdown(): Promise<void> {
    await (this.proxy.close() as Promise<void> | void);
  }
}
