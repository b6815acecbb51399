import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  GenerationSteps,
  JobIds,
  JobNames,
  SystemEvents,
  TripsPatterns,
  generationStepFor,
  type GenerationProgress,
  type GenerationSettled,
  type ErrorCode,
  type PublicTrip,
  type Trip,
  type TripCaller,
} from '@roadbook/contracts';
import {
  EventBus,
  InjectServiceClient,
  JobQueue,
  ServiceCallError,
  type ServiceClient,
} from '@roadbook/platform';
import type { Job } from 'bullmq';
import { Observable } from 'rxjs';

/**
 * A following stream reads its trip this often even without an event: a queued plan's progress
 * shows, and a missed event costs a few seconds, never a stuck page.
 */
export const RECHECK_MS = 3_000;
const GIVE_UP_MS = 3 * 60 * 1000;
/**
 * How long the feed remembers an outcome it heard: a stream starts from the trip its access
 * check read (or the trip as it was planned: PlannedTrips), and the event can come between that
 * and the stream's first wait.
 */
export const REMEMBER_OUTCOME_MS = 10_000;
/**
 * Unchanged progress is sent again this often, so a stream waiting for a free planner is never
 * silent long enough for the server's idle-connection timeout (or a proxy's) to cut it.
 */
export const REPEAT_UNCHANGED_MS = 20_000;

export const ProgressMessages = {
  notFound: 'Trip not found',
  unavailable: 'Progress is not available right now; the page keeps checking.',
} as const;

const logger = new Logger('GenerationProgress');

/**
 * What a progress stream that failed tells the browser: the trips service refusing the caller
 * (no such trip, or not this caller's: invalid input, forbidden or not found) is "Trip not found", as for any trip one
 * may not see; anything else, a service's own failure included, is logged here and the browser
 * hears only that progress is unavailable. An error's own text (a driver's, a stack) never
 * reaches the page.
 */
export function progressFailureMessage(error: unknown): string {
  if (error instanceof ServiceCallError && REFUSALS.has(error.body.code)) {
    return ProgressMessages.notFound;
  }
  logger.warn(`progress stream failed: ${(error as Error)?.message ?? String(error)}`);
  return ProgressMessages.unavailable;
}

/** The answers that mean this caller may not follow this trip. */
const REFUSALS = new Set<ErrorCode>(['invalid-input', 'forbidden', 'not-found']);

/**
 * Follows one trip's itinerary through the queue and reports each change (and, while nothing
 * changes, the same progress now and then). The trips service publishes the moment the trip's
 * current version is ready or has failed (SystemEvents.generationSettled), with the outcome, so
 * the stream pushes it at once without reading the trip again. A read every few seconds besides
 * shows a queued plan's progress and covers an event that was missed (delivery is at most once).
 * Ends when the itinerary is ready or has failed (or after three minutes: the client then falls
 * back to polling).
 */
@Injectable()
export class GenerationProgressFeed implements OnModuleDestroy {
  /** The streams following each trip on this gateway, woken by its settled event. */
  private readonly watchers = new Map<number, Set<(event: GenerationSettled) => void>>();
  /** Outcomes heard lately, oldest first (see REMEMBER_OUTCOME_MS). */
  private readonly recent = new Map<number, { outcome: GenerationSettled; heardAt: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly jobs: JobQueue,
    events: EventBus,
  ) {
    this.unsubscribe = events.subscribe(SystemEvents.generationSettled, (event) => {
      this.remember(event);
      this.watchers.get(event.tripId)?.forEach((wake) => wake(event));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** `current`: the trip as the caller just read it, so the first report needs no second read. */
  follow(
    tripId: number,
    caller: TripCaller,
    current?: Trip | PublicTrip,
  ): Observable<GenerationProgress> {
    return new Observable<GenerationProgress>((subscriber) => {
      let stopped = false;
      let last = '';
      let lastSentAt = 0;
      const started = Date.now();
      const settled = this.watch(tripId);
      const follow = async () => {
        let trip = current;
        let outcome = current && this.heardSince(current);
        while (!stopped && Date.now() - started < GIVE_UP_MS) {
          const progress = outcome
            ? settledProgress(outcome)
            : await this.progressOf(trip ?? (await this.readTrip(tripId, caller)));
          trip = undefined;
          const key = JSON.stringify(progress);
          if (key !== last || Date.now() - lastSentAt >= REPEAT_UNCHANGED_MS) {
            last = key;
            lastSentAt = Date.now();
            subscriber.next(progress);
          }
          if (progress.status !== 'generating') break;
          outcome = await settled.next(RECHECK_MS);
        }
        subscriber.complete();
      };
      follow()
        .catch((error: unknown) => subscriber.error(error))
        .finally(settled.close);
      return () => {
        stopped = true;
        settled.close();
      };
    });
  }

  /**
   * A wake-up for one stream: `next(ms)` resolves with the trip's settled event when it comes
   * (or came since the last call, so one heard during a read is not lost), or empty after `ms`.
   */
  private watch(tripId: number): {
    next(ms: number): Promise<GenerationSettled | undefined>;
    close(): void;
  } {
    let heard: GenerationSettled | undefined;
    let wake: (() => void) | undefined;
    const onSettled = (event: GenerationSettled) => {
      heard = event;
      wake?.();
    };
    let watchers = this.watchers.get(tripId);
    if (!watchers) this.watchers.set(tripId, (watchers = new Set()));
    watchers.add(onSettled);
    return {
      next: (ms) =>
        new Promise<void>((resolve) => {
          if (heard) return resolve();
          const timer = setTimeout(resolve, ms);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        }).then(() => {
          const event = heard;
          wake = undefined;
          heard = undefined;
          return event;
        }),
      close: () => {
        wake?.();
        watchers.delete(onSettled);
        if (watchers.size === 0 && this.watchers.get(tripId) === watchers) {
          this.watchers.delete(tripId);
        }
      },
    };
  }

  private remember(outcome: GenerationSettled): void {
    const now = Date.now();
    this.recent.delete(outcome.tripId);
    this.recent.set(outcome.tripId, { outcome, heardAt: now });
    for (const [tripId, { heardAt }] of this.recent) {
      if (now - heardAt <= REMEMBER_OUTCOME_MS) break;
      this.recent.delete(tripId);
    }
  }

  /** An outcome heard lately for this version of the trip, or a later one: newer than `trip`. */
  private heardSince(trip: Trip | PublicTrip): GenerationSettled | undefined {
    const heard = this.recent.get(trip.id);
    return heard && heard.outcome.version >= trip.version ? heard.outcome : undefined;
  }

  private readTrip(tripId: number, caller: TripCaller): Promise<Trip | PublicTrip> {
    return this.trips.send(TripsPatterns.get, { tripId, caller });
  }

  private async progressOf(trip: Trip | PublicTrip): Promise<GenerationProgress> {
    const outcome = outcomeOf(trip);
    if (outcome) return settledProgress(outcome);
    const base = { tripId: trip.id, version: trip.version, status: trip.generationStatus };
    const job = await this.jobs.getJob(
      JobNames.itineraryGenerate,
      JobIds.itineraryGenerate(trip.id, trip.version),
    );
    const progress = jobProgress(job);
    return { ...base, progress, step: generationStepFor(progress) };
  }
}

/**
 * How far a job has come: the step its worker last reported, or, before any report, planning
 * once a worker has taken it (BullMQ stamps `processedOn` then) and waiting until one does. The
 * worker reports only the steps that take long enough to be seen (see the itinerary handler).
 */
export function jobProgress(job: Pick<Job, 'progress' | 'processedOn'> | undefined): number {
  if (typeof job?.progress === 'number' && job.progress > 0) return job.progress;
  return job?.processedOn ? GenerationSteps.planning.from : GenerationSteps.waiting.from;
}

/** What a trip read says about its current version's outcome; null while it is being made. */
function outcomeOf(trip: Trip | PublicTrip): GenerationSettled | null {
  const { id: tripId, version } = trip;
  if (trip.generationStatus === 'ready') return { tripId, version, status: 'ready' };
  if (trip.generationStatus === 'failed') {
    return { tripId, version, status: 'failed', error: trip.generationError ?? '' };
  }
  return null;
}

/** The last report of a stream: the version is ready, or failed and why. */
function settledProgress(outcome: GenerationSettled): GenerationProgress {
  const { tripId, version } = outcome;
  return outcome.status === 'ready'
    ? { tripId, version, status: 'ready', progress: 100, step: 'Done' }
    : {
        tripId,
        version,
        status: 'failed',
        progress: 100,
        step: 'Failed',
        ...(outcome.error && { error: outcome.error }),
      };
}
