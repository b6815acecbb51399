/**
 * A plan makes one trip however many times it is sent. Each submission of the plan form is named
 * by an `Idempotency-Key` header, and the web app sends the same key when it sends that plan again
 * (the connection dropped before the answer came). The gateway names a submission that comes
 * without one, so that its own retries are safe too: a trips replica lost with the call in hand.
 * The key belongs to its sender: the same key from another rider or browser is another plan.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer's header that says it is the one an earlier request with this key was given. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Printable ASCII, no spaces: the web app sends 32 hex digits; a UUID or any token will do. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/;

export function isIdempotencyKey(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= IDEMPOTENCY_KEY_MAX_LENGTH &&
    IDEMPOTENCY_KEY_PATTERN.test(value)
  );
}

export const PlanSubmissionMessages = {
  invalidKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters with no spaces`,
  keyUsedForAnotherPlan: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different plan. Send a new key with each new plan.`,
} as const;
