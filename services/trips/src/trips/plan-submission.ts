import {
  IDEMPOTENCY_KEY_HEADER,
  PlanSubmissionMessages,
  TripMessages,
  type TripCaller,
} from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { isUniqueViolation } from '@roadbook/platform/database';
import { createHash } from 'node:crypto';
import type { TripEntity } from './entities/trip.entity';

/**
 * How a trip records the submission that made its current version: the plan, or the Modify or
 * admin's edit that made the itinerary again (the trip's columns of those names).
 */
export interface PlanSubmission {
  submissionKey: string;
  submissionPlanDigest: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A submission's idempotency key under its owner, as a digest: a key is its sender's own, and the
 * same key from someone else names another submission.
 */
export function submissionKeyOf(caller: TripCaller, idempotencyKey: string): string {
  const owner = caller.userId ? `user ${caller.userId}` : `visitor ${caller.visitorTokenHash}`;
  return digest(`${owner}\n${idempotencyKey}`);
}

/** The submission's columns: its key under its owner, and the plan it sent, as stored. */
export function planSubmission(
  caller: TripCaller,
  idempotencyKey: string,
  plan: Partial<TripEntity>,
): PlanSubmission {
  return {
    submissionKey: submissionKeyOf(caller, idempotencyKey),
    submissionPlanDigest: digest(JSON.stringify(plan)),
  };
}

const keyUsedForAnotherPlan = () =>
  serviceError('conflict', {
    [IDEMPOTENCY_KEY_HEADER]: [PlanSubmissionMessages.keyUsedForAnotherPlan],
  });

/**
 * A write that records a submission on a trip that exists (a new version): refused as a key used
 * for another plan when another of the sender's trips holds it (the column is unique).
 */
export async function recordingSubmission<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw keyUsedForAnotherPlan();
    throw error;
  }
}

/**
 * The trip as an earlier sending of this submission left it, for the same submission sent again;
 * refused when the key came with another plan (a client reusing keys), or not found when that
 * trip has since been deleted.
 */
export function assertSameSubmission(
  trip: TripEntity | null,
  submission: PlanSubmission,
): TripEntity {
  if (!trip) throw serviceError('not-found', TripMessages.notFound);
  if (trip.submissionPlanDigest !== submission.submissionPlanDigest) throw keyUsedForAnotherPlan();
  return trip;
}
