export type PartStatus = 'up' | 'down';

export interface PartHealth {
  status: PartStatus;
  /** Why a part is down, in words an operator can act on. */
  error?: string;
  /** Time the check took, in milliseconds. */
  latencyMs?: number;
}

/** What a service reports about itself and the parts it owns (its database, storage...). */
export interface ServiceHealth {
  status: PartStatus;
  checks: Record<string, PartHealth>;
}

/** `GET /api/health`: 200 only when every part is up. */
export interface SystemHealth {
  status: PartStatus;
  checkedAt: string;
  parts: Record<string, PartHealth & { checks?: Record<string, PartHealth> }>;
}

/**
 * `GET /api/health` as anyone may see it: up or down, overall and per part. Why a part is down
 * (a driver's error, an address) is logged by the gateway, never shown.
 */
export interface PublicHealth {
  status: PartStatus;
  services: Record<string, PartStatus>;
}
