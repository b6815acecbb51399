import type { PlanTripDto, PlanTripInput } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { createTripPlanner, type TripPlanner } from '@roadbook/planner';

/**
 * The checks a new or changed plan passes before it is stored and its itinerary queued: the
 * engine's refusals (the same start and destination with nothing between, a start date already
 * past where the trip starts, places no road or car ferry joins), answered as a 400 with a
 * message under each form field. A saved trip is never checked again when it is only opened.
 */
export class PlanChecks {
  // Offline on purpose: no check waits on an online provider.
  private planner: TripPlanner | undefined;

  /**
   * Loads the engine's data and builds the indexes its checks use, as a first plan would: about
   * a second of work, done while the service starts so that no rider's plan waits for it (on a
   * busy machine it can outlast the time a call is given, and the plan would be refused as if
   * the service were down).
   */
  async warmUp(): Promise<void> {
    await this.refusalsOf(WARM_UP_PLAN, new Date());
  }

  async assertCanBePlanned(plan: PlanTripDto, now = new Date()): Promise<void> {
    const refusals = await this.refusalsOf(plan, now);
    if (Object.keys(refusals).length === 0) return;
    const errors = Object.fromEntries(
      Object.entries(refusals).map(([field, message]) => [field, [message]]),
    );
    throw serviceError('invalid-input', errors);
  }

  private refusalsOf(plan: PlanTripInput, now: Date) {
    this.planner ??= createTripPlanner();
    return this.planner.refusals(plan, { now });
  }
}

/** A plan between two towns of the gazetteer, checked once to warm the engine up. */
const WARM_UP_PLAN: PlanTripInput = {
  name: 'Warm-up',
  tripType: 'day',
  startDate: '',
  endDate: '',
  travelMode: 'motorcycle',
  travelers: 1,
  startLocation: 'Denver, CO',
  destination: 'Moab, UT',
  routeType: 'scenic',
  activities: [],
  budget: 'moderate',
  drivingHours: '4-6',
};
