import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APP_ENV } from '@roadbook/platform';
import type { Repository } from 'typeorm';
import type { TripsServiceEnv } from '../trips-service.env';
import { TripEntity } from './entities/trip.entity';

/** How often expired drafts are looked for; a draft outlives its days by at most this. */
export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
/** Drafts deleted per statement: a backlog goes in short statements, never one long lock. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes visitors' drafts (trips planned without an account and never saved) older than
 * `VISITOR_DRAFT_DAYS`, with their itineraries (cascade): anyone can plan without signing up, so
 * without an end these rows would pile up for ever. Every replica of the service runs it; the
 * deletes are idempotent.
 */
@Injectable()
export class VisitorDraftsExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(VisitorDraftsExpiry.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    @Inject(APP_ENV) private readonly env: Pick<TripsServiceEnv, 'VISITOR_DRAFT_DAYS'>,
  ) {}

  onApplicationBootstrap(): void {
    void this.expireInBackground();
    this.timer = setInterval(() => void this.expireInBackground(), EXPIRY_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes every draft planned before `now` less the days drafts are kept; how many. */
  async expire(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.env.VISITOR_DRAFT_DAYS * DAY_MS);
    let deleted = 0;
    for (;;) {
      const [, count] = await this.trips.query<[unknown[], number]>(
        `DELETE FROM "trips"."trips" WHERE "id" IN (
           SELECT "id" FROM "trips"."trips"
            WHERE "user_id" IS NULL AND "created_at" < $1
            LIMIT ${BATCH})`,
        [cutoff],
      );
      deleted += count;
      if (count < BATCH) return deleted;
    }
  }

  private expireInBackground(): Promise<number> {
    this.running = this.running
      .then(() => this.expire())
      .then(
        (deleted) => {
          if (deleted > 0) this.logger.log(`deleted ${deleted} expired visitor drafts`);
          return deleted;
        },
        (error: unknown) => {
          this.logger.warn(`expired visitor drafts not deleted yet: ${String(error)}`);
          return 0;
        },
      );
    return this.running;
  }
}
