import { IntersectionType } from '@nestjs/mapped-types';
import { LoggingEnv, QueueEnv, ServiceEndpointsEnv, ToBoolean } from '@roadbook/platform';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { MapsEnv } from './media/maps.env';

class HttpEnv {
  @IsString()
  HOST = '0.0.0.0';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 8080;

  /** The built web app to serve beside /api; none in API-only deployments. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** Behind a TLS-terminating proxy: trust X-Forwarded-* and mark cookies Secure. */
  @ToBoolean()
  @IsBoolean()
  TRUST_PROXY: boolean = false;

  /**
   * The address users reach Roadbook at, for links in e-mails, feeds and link previews. Without
   * it, e-mail links use the host the request came to (which only a trusted proxy or a local
   * setup should rely on) and feeds use the address the gateway listens on.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  /** Where sign-in attempts are counted: Redis (shared by all gateways) or memory (one). */
  @IsIn(['redis', 'memory'])
  RATE_LIMIT_STORE: 'redis' | 'memory' = 'redis';
}

export class GatewayEnv extends IntersectionType(
  HttpEnv,
  ServiceEndpointsEnv,
  QueueEnv,
  LoggingEnv,
  MapsEnv,
) {}
