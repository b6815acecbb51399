import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  JobNames,
  TripsPatterns,
  type ItineraryGeneratePayload,
  type ItineraryGenerateResult,
} from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  type JobHandler,
  type ServiceClient,
} from '@roadbook/platform';
import { createTripPlanner, PlaceNotFoundError, type TripPlanner } from '@roadbook/planner';
import { UnrecoverableError, type Job } from 'bullmq';
import { plannerConfigFrom } from '../planner/planner-config';
import type { WorkersEnv } from '../workers.env';

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

/**
 * Plans a trip with the itinerary engine and hands the result to the trips service. The job
 * carries the whole plan, so the worker never reads another service's tables. A place nobody
 * can find fails the trip at once with a reason a traveller can fix; anything else is retried,
 * and only the last failed attempt marks the trip failed.
 */
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

@Injectable()
export class ItineraryGenerateHandler
  implements JobHandler<'itinerary.generate'>, OnApplicationBootstrap
{
  readonly jobName = JobNames.itineraryGenerate;
  private readonly logger = new Logger(ItineraryGenerateHandler.name);
  private readonly planner: TripPlanner;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @Inject(APP_ENV) env: WorkersEnv,
  ) {
    // The engine's data loads here, at start-up, not on the first rider's plan.
    this.planner = createTripPlanner(plannerConfigFrom(env));
  }

  async onApplicationBootstrap(): Promise<void> {
    // Offline on purpose: warming up must never call an online provider.
    await createTripPlanner().plan(WARM_UP_PLAN, { today: new Date().toISOString().slice(0, 10) });
  }

  async handle(
    { tripId, version, plan }: ItineraryGeneratePayload,
    job: Job<ItineraryGeneratePayload>,
  ): Promise<ItineraryGenerateResult> {
    await job.updateProgress(10);
    try {
      const itinerary = await this.planner.plan(plan, {
        today: new Date().toISOString().slice(0, 10),
      });
      await job.updateProgress(80);
      await this.trips.send(TripsPatterns.completeGeneration, { tripId, version, itinerary });
      await job.updateProgress(100);
      return { tripId, version, days: itinerary.itinerary.days.length };
    } catch (error) {
      if (error instanceof PlaceNotFoundError) {
        const reason = `We couldn't find "${error.text}" (your ${fieldLabel(error.field)}). Check the spelling or add the state or country, e.g. "Moab, Utah".`;
        await this.trips.send(TripsPatterns.failGeneration, { tripId, version, reason });
        throw new UnrecoverableError(reason);
      }
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) {
        this.logger.error(`itinerary of trip ${tripId} v${version}: ${(error as Error).message}`);
        await this.trips.send(TripsPatterns.failGeneration, {
          tripId,
          version,
          reason: 'Something went wrong while creating your itinerary. Please try again.',
        });
      }
      throw error;
    }
  }
}
