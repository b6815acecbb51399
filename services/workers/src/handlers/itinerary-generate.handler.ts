import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  GenerationSteps,
  JobIds,
  JobNames,
  TripsPatterns,
  type ItineraryGeneratePayload,
  type ItineraryGenerateResult,
  type ItineraryResponse,
} from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  JobQueue,
  type JobHandler,
  type ServiceClient,
} from '@roadbook/platform';
import {
  createTripPlanner,
  NoLoopRoadsError,
  NoRoadError,
  PlaceNotFoundError,
  PlanRejectedError,
  PlanTimeBudgetError,
  PlanTooLargeError,
  type TripPlanner,
} from '@roadbook/planner';
import { UnrecoverableError, type Job } from 'bullmq';
import { plannerConfigFrom } from '../planner/planner-config';
import { activityPhotosEnabled } from '../planner/planner-env';
import type { WorkersEnv } from '../workers.env';

export const GENERATION_FAILED_REASON =
  'Something went wrong while creating your itinerary. Please try again.';
export const GENERATION_TOO_SLOW_REASON =
  'Creating your itinerary took too long. Please try again later, or plan a shorter trip.';

const FIELD_LABELS: Record<string, string> = {
  startLocation: 'starting point',
  destination: 'destination',
};

/** Plan-form field ("waypoints[1]") to words a traveller reads ("stop 2"). */
function fieldLabel(field: string): string {
  const waypoint = /^waypoints\[(\d+)\]$/.exec(field);
  if (waypoint) return `stop ${Number(waypoint[1]) + 1}`;
  return FIELD_LABELS[field] ?? field;
}

/** A plan no attempt can make; its message is the reason the rider reads. */
class PlanRefusedError extends UnrecoverableError {}

/** Why the engine refused a plan, in the rider's words; null for a failure worth retrying. */
function refusal(error: unknown): PlanRefusedError | null {
  if (error instanceof PlanRefusedError) return error;
  if (error instanceof PlaceNotFoundError) {
    return new PlanRefusedError(
      `We couldn't find "${error.text}" (your ${fieldLabel(error.field)}). Check the spelling or add the state or country, e.g. "Moab, Utah".`,
    );
  }
  // The engine checks the job's plan against the plan rules at its door (a job can carry a plan
  // that never passed the gateway): a refused plan is refused on every attempt.
  if (
    error instanceof PlanRejectedError ||
    error instanceof PlanTooLargeError ||
    error instanceof NoRoadError ||
    error instanceof NoLoopRoadsError
  ) {
    return new PlanRefusedError(error.message);
  }
  return null;
}

/**
 * A step is written to the job's progress only once it has run this long. Each write is a Redis
 * round trip for the worker, and a progress stream reads the job only every few seconds, so a
 * step of milliseconds (storing a plan, nearly always) was written for nobody. Planning needs no
 * write at all: the gateway reads it from the job having been taken (`jobProgress` there).
 */
export const SLOW_STEP_MS = 1_000;

/** Runs `step`, telling the job it reached `progress` if the step is still running after SLOW_STEP_MS. */
async function reportIfSlow<T>(job: Job, progress: number, step: () => Promise<T>): Promise<T> {
  const report = setTimeout(() => {
    // Progress is for the rider's eyes only: a failed write must not fail the plan.
    job.updateProgress(progress).catch(() => undefined);
  }, SLOW_STEP_MS);
  try {
    return await step();
  } finally {
    clearTimeout(report);
  }
}

/** A short offline plan run at start-up, so the engine's lazy indexes are built before a rider waits. */
const WARM_UP_PLAN: ItineraryGeneratePayload['plan'] = {
  name: 'Warm-up',
  tripType: 'day',
  travelMode: 'motorcycle',
  travelers: 1,
  startLocation: 'Denver, CO',
  destination: 'Boulder, CO',
  routeType: 'scenic',
  activities: ['nature'],
  budget: 'moderate',
  drivingHours: '4-6',
};

/**
 * Plans a trip with the itinerary engine and hands the result to the trips service. The job
 * carries the whole plan, so the worker never reads another service's tables. A plan past the
 * form's limits, or a place nobody can find, fails the trip at once with a reason a traveller
 * can act on; anything else is retried, and the trip is marked failed once the job is given up
 * (`onFinalFailure`: last attempt, or a worker that kept dying on it). When activity photos are
 * on, a version the trips service stored as the trip's current one gets its `map.enrich` job
 * (one per version, by its id); without them no job is queued that would have nothing to do.
 */
@Injectable()
export class ItineraryGenerateHandler
  implements JobHandler<'itinerary.generate'>, OnApplicationBootstrap
{
  readonly jobName = JobNames.itineraryGenerate;
  private readonly logger = new Logger(ItineraryGenerateHandler.name);
  private readonly planner: TripPlanner;
  private readonly timeBudgetMs: number;
  private readonly photos: boolean;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly jobs: JobQueue,
    @Inject(APP_ENV) env: WorkersEnv,
  ) {
    // The engine's data loads here, at start-up, not on the first rider's plan.
    this.planner = createTripPlanner(plannerConfigFrom(env));
    this.timeBudgetMs = env.PLANNER_TIME_BUDGET_MS;
    this.photos = activityPhotosEnabled(env);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Offline on purpose: warming up must never call an online provider.
    await createTripPlanner().plan(WARM_UP_PLAN, { today: new Date().toISOString().slice(0, 10) });
  }

  async handle(
    { tripId, version, plan }: ItineraryGeneratePayload,
    job: Job<ItineraryGeneratePayload>,
  ): Promise<ItineraryGenerateResult> {
    // An earlier run (a failed attempt, or one whose worker died) may have reported a later
    // step; this one starts planning again.
    if (job.attemptsStarted > 1) await job.updateProgress(GenerationSteps.planning.from);
    let itinerary: ItineraryResponse;
    try {
      itinerary = await this.planner.plan(plan, {
        today: new Date().toISOString().slice(0, 10),
        timeBudgetMs: this.timeBudgetMs,
        seed: tripId,
      });
    } catch (error) {
      const refused = refusal(error);
      if (!refused) throw error;
      await this.trips.send(TripsPatterns.failGeneration, {
        tripId,
        version,
        reason: refused.message,
      });
      throw refused;
    }
    // Completing the job says 100 %; the trips service announces the ready trip itself.
    const { stored } = await reportIfSlow(job, GenerationSteps.saving.from, () =>
      this.trips.send(TripsPatterns.completeGeneration, { tripId, version, itinerary }),
    );
    if (stored && this.photos) {
      await this.jobs.enqueue(
        JobNames.mapEnrich,
        { tripId, version },
        { jobId: JobIds.mapEnrich(tripId, version) },
      );
    }
    return { tripId, version, days: itinerary.itinerary.days.length };
  }

  /**
   * The job is given up: the trip is marked failed with the reason it failed for. The trips
   * service only fails the version that is still generating, so a repeat, or an old version's
   * job, leaves the trip as it is.
   */
  async onFinalFailure({ tripId, version }: ItineraryGeneratePayload, error: Error): Promise<void> {
    this.logger.error(`itinerary of trip ${tripId} v${version} failed: ${error.message}`);
    const reason =
      error instanceof PlanRefusedError
        ? error.message
        : error instanceof PlanTimeBudgetError
          ? GENERATION_TOO_SLOW_REASON
          : GENERATION_FAILED_REASON;
    await this.trips.send(TripsPatterns.failGeneration, { tripId, version, reason });
  }
}
