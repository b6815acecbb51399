import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';

/**
 * Where links in e-mails point: PUBLIC_URL, always. Never the request's Host or
 * X-Forwarded-Host: anyone can send those, and a reset link pointing at their host would hand
 * them the token.
 */
@Injectable()
export class PublicUrl {
  constructor(@Inject(APP_ENV) private readonly env: GatewayEnv) {}

  /** Without a trailing slash, so paths append cleanly. */
  get value(): string {
    return this.env.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** The scheme, host and port browsers see on this site's pages. */
  get origin(): string {
    return new URL(this.env.PUBLIC_URL).origin;
  }
}
