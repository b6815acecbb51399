import type { AnalyticsRpc } from '../analytics/analytics.patterns';
import type { AuthRpc } from '../auth/auth.patterns';
import type { BlogRpc } from '../blog/blog.patterns';
import type { MediaRpc } from '../media/media.patterns';
import type { TripsRpc } from '../trips/trips.patterns';
import type { ServiceHealth } from '../health/health.types';
import type { ServiceName } from './message-patterns';
import type { UserDataRpc } from './user-data.patterns';

type HealthRpc = {
  [S in ServiceName as `${S}.health.check`]: {
    request: Record<string, never>;
    response: ServiceHealth;
  };
};

/** Every request/response pattern of every service, keyed by pattern. */
export type ServiceRpc = HealthRpc &
  AuthRpc &
  TripsRpc &
  UserDataRpc &
  MediaRpc &
  BlogRpc &
  AnalyticsRpc;
export type RpcPattern = keyof ServiceRpc;
export type RpcRequest<P extends RpcPattern> = ServiceRpc[P]['request'];
export type RpcResponse<P extends RpcPattern> = ServiceRpc[P]['response'];
