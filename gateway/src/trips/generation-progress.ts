import { Injectable, Logger } from '@nestjs/common';
import {
  JobNames,
  TripsPatterns,
  type GenerationProgress,
  type TripCaller,
} from '@roadbook/contracts';
import {
  InjectServiceClient,
  JobQueue,
  ServiceCallError,
  type ServiceClient,
} from '@roadbook/platform';
import { Observable } from 'rxjs';

const POLL_MS = 500;
const GIVE_UP_MS = 3 * 60 * 1000;
/**
 * Unchanged progress is sent again this often, so a stream waiting for a free planner is never
 * silent long enough for the server's idle-connection timeout (or a proxy's) to cut it.
 */
export const REPEAT_UNCHANGED_MS = 20_000;

const STEPS: Array<[number, string]> = [
  [0, 'Waiting for a planner'],
  [10, 'Finding places, roads and overnight towns'],
  [80, 'Saving your itinerary'],
  [100, 'Done'],
];

function stepFor(progress: number): string {
  return STEPS.filter(([from]) => progress >= from).at(-1)![1];
}

export const ProgressMessages = {
  notFound: 'Trip not found',
  unavailable: 'Progress is not available right now; the page keeps checking.',
} as const;

const logger = new Logger('GenerationProgress');

/**
 * What a progress stream that failed tells the browser: the trips service refusing (no such
 * trip, or not this caller's) is "Trip not found", as for any trip one may not see; anything
 * else is logged here and the browser hears only that progress is unavailable. An error's own
 * text (a driver's, a stack) never reaches the page.
 */
export function progressFailureMessage(error: unknown): string {
  if (error instanceof ServiceCallError) return ProgressMessages.notFound;
  logger.warn(`progress stream failed: ${(error as Error)?.message ?? String(error)}`);
  return ProgressMessages.unavailable;
}

/**
 * Follows one trip's itinerary through the queue and reports each change (and, while nothing
 * changes, the same progress now and then): the trip's state from the trips service, the job's
 * progress from the queue. Ends when the itinerary is ready or has
 * failed (or after three minutes: the client then falls back to polling).
 */
@Injectable()
export class GenerationProgressFeed {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly jobs: JobQueue,
  ) {}

  follow(tripId: number, caller: TripCaller): Observable<GenerationProgress> {
    return new Observable<GenerationProgress>((subscriber) => {
      let stopped = false;
      let last = '';
      let lastSentAt = 0;
      const started = Date.now();
      const poll = async () => {
        while (!stopped && Date.now() - started < GIVE_UP_MS) {
          const progress = await this.read(tripId, caller);
          const key = JSON.stringify(progress);
          if (key !== last || Date.now() - lastSentAt >= REPEAT_UNCHANGED_MS) {
            last = key;
            lastSentAt = Date.now();
            subscriber.next(progress);
          }
          if (progress.status !== 'generating') break;
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        subscriber.complete();
      };
      poll().catch((error: unknown) => subscriber.error(error));
      return () => {
        stopped = true;
      };
    });
  }

  private async read(tripId: number, caller: TripCaller): Promise<GenerationProgress> {
    const trip = await this.trips.send(TripsPatterns.get, { tripId, caller });
    const base = { tripId, version: trip.version, status: trip.generationStatus };
    if (trip.generationStatus === 'ready') return { ...base, progress: 100, step: 'Done' };
    if (trip.generationStatus === 'failed') {
      return { ...base, progress: 100, step: 'Failed', error: trip.generationError ?? undefined };
    }
    const job = await this.jobs.getJob(
      JobNames.itineraryGenerate,
      `itinerary-${trip.id}-v${trip.version}`,
    );
    const progress = typeof job?.progress === 'number' ? job.progress : 0;
    return { ...base, progress, step: stepFor(progress) };
  }
}
