/**
 * Who a rate limit counts: the client's address, the account an e-mail names (sign-up, reset),
 * or the caller (the signed-in user, else this browser's visitor token).
 */
export type RateLimitSubject = 'ip' | 'email' | 'caller';

/** Over its limit in the window, a subject's further attempts are refused with 429. */
export interface RateLimitRule {
  per: RateLimitSubject;
  limit: number;
}

export interface RateLimitPolicy {
  /** Names the counters, so two routes never share one. */
  name: string;
  windowMs: number;
  rules: readonly RateLimitRule[];
  /** The 429's message. */
  message: string;
}

/** Whether a subject that has made `count` attempts in the window is over the rule's limit. */
export function isOverLimit(rule: RateLimitRule, count: number): boolean {
  return count > rule.limit;
}
