import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SystemEvents, type PublicTrip, type Trip } from '@roadbook/contracts';
import { APP_ENV, EventBus } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';

/** How many trips a gateway keeps at most; past it, the one kept longest goes. */
export const OWN_TRIPS_KEPT = 10_000;

interface KeptTrip {
  userId: number;
  json: string;
  expiresAt: number;
}

/** A read under way; `stale` once the trip changed after it was sent. */
interface Fill {
  stale: boolean;
}

/** A trip as JSON, and whether this gateway had it (`HIT`) or asked the trips service. */
export interface OwnTripRead {
  json: string;
  cache: 'HIT' | 'MISS';
}

/** Whether the answer is the whole trip of `userId`, with its itinerary settled. */
function isOwnSettledTrip(trip: Trip | PublicTrip, userId: number): boolean {
  return (
    'userId' in trip &&
    trip.userId === userId &&
    (trip.generationStatus === 'ready' || trip.generationStatus === 'failed')
  );
}

/**
 * A rider's reads of their own trips, from memory: the trip page asks for its trip on every
 * visit, and only a write changes it. Each gateway keeps the whole trip it last answered its
 * owner with, for that owner only, once its itinerary has settled (while it is being made, its
 * status moves under the rider's eyes).
 *
 * It is dropped when:
 * - the database announces a change to the trip, whoever made it (`trips.trip.changed`, heard by
 *   every gateway within milliseconds of the commit), or a change to any trip may have gone
 *   unheard;
 * - its itinerary settles (`trips.generation.settled`, which also tells the rider's page);
 * - this gateway forwards a write to it (`OwnTripWrites`), before answering that write, so the
 *   writer's next read here never sees the trip as it was;
 * - it is older than OWN_TRIP_CACHE_TTL_S, the bound on staleness should a change's event be
 *   lost (events are sent at most once).
 * A read that was under way when the trip changed answers its caller but is not kept.
 */
@Injectable()
export class OwnTripsCache implements OnModuleDestroy {
  private readonly kept = new Map<number, KeptTrip>();
  private readonly fills = new Map<number, Set<Fill>>();
  private readonly unsubscribe: Array<() => void>;
  private readonly ttlMs: number;

  constructor(@Inject(APP_ENV) env: Pick<GatewayEnv, 'OWN_TRIP_CACHE_TTL_S'>, events: EventBus) {
    this.ttlMs = env.OWN_TRIP_CACHE_TTL_S * 1000;
    this.unsubscribe = [
      events.subscribe(SystemEvents.tripChanged, (change) =>
        'tripId' in change ? this.forget(change.tripId) : this.forgetAll(),
      ),
      events.subscribe(SystemEvents.generationSettled, ({ tripId }) => this.forget(tripId)),
    ];
  }

  /** The trip as `userId` may see it: from memory when kept for them, else from `ask`. */
  async read(
    tripId: number,
    userId: number,
    ask: () => Promise<Trip | PublicTrip>,
  ): Promise<OwnTripRead> {
    const kept = this.kept.get(tripId);
    if (kept && kept.userId === userId && kept.expiresAt > Date.now()) {
      return { json: kept.json, cache: 'HIT' };
    }
    const fill: Fill = { stale: false };
    const fills = this.fills.get(tripId) ?? new Set<Fill>();
    this.fills.set(tripId, fills.add(fill));
    try {
      const trip = await ask();
      const json = JSON.stringify(trip);
      if (!fill.stale && this.ttlMs > 0 && isOwnSettledTrip(trip, userId)) {
        this.keep(tripId, { userId, json });
      }
      return { json, cache: 'MISS' };
    } finally {
      fills.delete(fill);
      if (fills.size === 0) this.fills.delete(tripId);
    }
  }

  /** Drops the trip, and keeps no read of it that is under way. */
  forget(tripId: number): void {
    this.kept.delete(tripId);
    for (const fill of this.fills.get(tripId) ?? []) fill.stale = true;
  }

  forgetAll(): void {
    this.kept.clear();
    for (const fills of this.fills.values()) for (const fill of fills) fill.stale = true;
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  private keep(tripId: number, trip: Omit<KeptTrip, 'expiresAt'>): void {
    this.kept.delete(tripId);
    if (this.kept.size >= OWN_TRIPS_KEPT) {
      const [oldest] = this.kept.keys();
      this.kept.delete(oldest);
    }
    this.kept.set(tripId, { ...trip, expiresAt: Date.now() + this.ttlMs });
  }
}
