import { IntersectionType } from '@nestjs/mapped-types';
import { LoggingEnv, QueueEnv, ServiceEndpointsEnv, ToBoolean } from '@roadbook/platform';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

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
}

export class GatewayEnv extends IntersectionType(
  HttpEnv,
  ServiceEndpointsEnv,
  QueueEnv,
  LoggingEnv,
) {}
