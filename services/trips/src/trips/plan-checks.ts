import type { PlanTripDto } from '@roadbook/contracts';
import { firstMessage, serviceError } from '@roadbook/platform';
import { createTripPlanner, type TripPlanner } from '@roadbook/planner';

/**
 * The checks a new or changed plan passes before it is stored and its itinerary queued: the
 * engine's refusals (the same start and destination with nothing between, a start date already
 * past where the trip starts, places no road or car ferry joins), answered as a 400 with a
 * message under each form field. A saved trip is never checked again when it is only opened.
 */
export class PlanChecks {
  // Offline on purpose, and made on first use: a trips service that never plans never loads
  // the engine's data, and no check waits on an online provider.
  private planner: TripPlanner | undefined;

  async assertCanBePlanned(plan: PlanTripDto, now = new Date()): Promise<void> {
    this.planner ??= createTripPlanner();
    const refusals = await this.planner.refusals(plan, { now });
    if (Object.keys(refusals).length === 0) return;
    const errors = Object.fromEntries(
      Object.entries(refusals).map(([field, message]) => [field, [message]]),
    );
    throw serviceError(400, firstMessage(errors), errors);
  }
}
