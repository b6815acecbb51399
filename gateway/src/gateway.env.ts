import { IntersectionType } from '@nestjs/mapped-types';
import { LoggingEnv, MetricsEnv, PublicUrlEnv, QueueEnv, TransportEnv } from '@roadbook/platform';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { AnalyticsEnv } from './analytics/analytics.env';
import { IsTrustProxy } from './http/trust-proxy';
import { MapsEnv } from './media/maps.env';

class HttpEnv {
  /** The address the gateway's HTTP server binds to. */
  @IsString()
  HOST = '0.0.0.0';

  /** The port the gateway serves `/api` and the web app on. */
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 8080;

  /** The built web app to serve beside /api; none in API-only deployments. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /**
   * The proxies in front of the gateway whose X-Forwarded-For/-Proto to believe: `false`
   * (none), a hop count (`1`: one TLS-terminating proxy) or their addresses and CIDR ranges.
   */
  @IsTrustProxy()
  TRUST_PROXY = 'false';

  /** Where attempts are counted: Redis (shared by all gateways) or memory (one). */
  @IsIn(['redis', 'memory'])
  RATE_LIMIT_STORE: 'redis' | 'memory' = 'redis';
}

/** Limits on planning and re-planning trips, per 10 minutes: generous for riders, not for bots. */
class TripPlanLimitsEnv {
  /** Trips one address may plan or re-plan per 10 minutes. */
  @IsInt()
  @Min(1)
  TRIP_PLAN_LIMIT_PER_IP: number = 30;

  /** Trips one signed-in user or visitor may plan or re-plan per 10 minutes. */
  @IsInt()
  @Min(1)
  TRIP_PLAN_LIMIT_PER_CALLER: number = 20;

  /**
   * Progress streams one client address may hold open at once on a gateway. Raise it when many
   * riders share an address (a NAT, a load test from one machine).
   */
  @IsInt()
  @Min(1)
  PROGRESS_STREAMS_PER_CLIENT: number = 5;
}

class PublicPageCacheEnv {
  /**
   * Seconds a public page (home, a featured trip, the featured list, the blog, a post), rendered
   * for a signed-out visitor, is served again from memory at most: a change to a featured trip or
   * a published post drops them at once, this bounds a missed event and what a post shows of a
   * linked trip that is not featured. 0 keeps none.
   */
  @IsInt()
  @Min(0)
  @Max(3600)
  PUBLIC_PAGE_CACHE_TTL_S: number = 30;
}

class OwnTripCacheEnv {
  /**
   * Seconds a rider's own trip is answered to them from memory at most: any change to it drops it
   * at once, this bounds a missed event. 0 keeps none.
   */
  @IsInt()
  @Min(0)
  @Max(3600)
  OWN_TRIP_CACHE_TTL_S: number = 60;
}

export class GatewayEnv extends IntersectionType(
  HttpEnv,
  PublicUrlEnv,
  TripPlanLimitsEnv,
  PublicPageCacheEnv,
  OwnTripCacheEnv,
  TransportEnv,
  QueueEnv,
  LoggingEnv,
  MetricsEnv,
  MapsEnv,
  AnalyticsEnv,
) {}
