import {
  IDEMPOTENCY_KEY_HEADER,
  PlanSubmissionMessages,
  TripMessages,
  type TripCaller,
} from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { createHash } from 'node:crypto';
import type { TripEntity } from './entities/trip.entity';

/** How a new trip records the submission that made it (the trip's columns of those names). */
export interface PlanSubmission {
  submissionKey: string;
  submissionPlanDigest: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The submission's columns: its idempotency key under its owner (a key is its sender's own: the
 * same key from someone else names another submission), and the plan it sent, as stored.
 */
export function planSubmission(
  caller: TripCaller,
  idempotencyKey: string,
  plan: Partial<TripEntity>,
): PlanSubmission {
  const owner = caller.userId ? `user ${caller.userId}` : `visitor ${caller.visitorTokenHash}`;
  return {
    submissionKey: digest(`${owner}\n${idempotencyKey}`),
    submissionPlanDigest: digest(JSON.stringify(plan)),
  };
}

/**
 * The trip an earlier sending of this submission made, for the same submission sent again;
 * refused when the key came with another plan (a client reusing keys), or not found when that
 * trip has since been deleted.
 */
export function assertSameSubmission(
  trip: TripEntity | null,
  submission: PlanSubmission,
): TripEntity {
  if (!trip) throw serviceError('not-found', TripMessages.notFound);
  if (trip.submissionPlanDigest !== submission.submissionPlanDigest) {
    throw serviceError('conflict', {
      [IDEMPOTENCY_KEY_HEADER]: [PlanSubmissionMessages.keyUsedForAnotherPlan],
    });
  }
  return trip;
}
