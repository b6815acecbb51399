import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../gateway.env';

/** Where links in e-mails point: PUBLIC_URL when set, else the host the request came to. */
@Injectable()
export class PublicUrl {
  constructor(@Inject(APP_ENV) private readonly env: GatewayEnv) {}

  of(request: FastifyRequest): string {
    return this.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  }
}
