/**
 * Who a rate limit counts: the client's address, the account an e-mail names (sign-in, sign-up,
 * reset), or the caller (the signed-in user, else this browser's visitor token).
 */
export type RateLimitSubject = 'ip' | 'email' | 'caller';

/**
 * `refuse`: over the limit, 429. `slow-down`: over the limit, each further attempt waits longer
 * before it is tried, but is never refused: a limit that refuses by account lets anyone lock a
 * victim out by failing on purpose, while a delay only makes guessing slow.
 */
export type OverLimit = 'refuse' | 'slow-down';

export interface RateLimitRule {
  per: RateLimitSubject;
  limit: number;
  over: OverLimit;
}

export interface RateLimitPolicy {
  /** Names the counters, so two routes never share one. */
  name: string;
  windowMs: number;
  rules: readonly RateLimitRule[];
  /** The 429's message. */
  message: string;
}

export type RateLimitVerdict =
  { kind: 'allow' } | { kind: 'refuse' } | { kind: 'delay'; ms: number };

/** The first attempt over a slow-down limit waits this long; each next one twice as long. */
export const SLOW_DOWN_FIRST_MS = 250;
/** ...up to this: long enough to make guessing slow, short enough for a rider who mistyped. */
export const SLOW_DOWN_MAX_MS = 3_000;

/** How long the `excess`-th attempt over a slow-down limit waits. */
export function slowDownMs(excess: number): number {
  if (excess <= 0) return 0;
  return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_FIRST_MS * 2 ** Math.min(excess - 1, 16));
}

/** What one rule says about a subject that has made `count` attempts in the window. */
export function verdictOf(rule: RateLimitRule, count: number): RateLimitVerdict {
  if (count <= rule.limit) return { kind: 'allow' };
  if (rule.over === 'refuse') return { kind: 'refuse' };
  return { kind: 'delay', ms: slowDownMs(count - rule.limit) };
}

/** Every rule must allow: one refusal refuses, else the longest delay applies. */
export function combineVerdicts(verdicts: readonly RateLimitVerdict[]): RateLimitVerdict {
  if (verdicts.some((verdict) => verdict.kind === 'refuse')) return { kind: 'refuse' };
  const delay = Math.max(
    0,
    ...verdicts.map((verdict) => (verdict.kind === 'delay' ? verdict.ms : 0)),
  );
  return delay > 0 ? { kind: 'delay', ms: delay } : { kind: 'allow' };
}
