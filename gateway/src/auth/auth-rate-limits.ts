import { AuthMessages } from '@roadbook/contracts';
import type { OverLimit, RateLimitPolicy } from '../rate-limit/rate-limit.policy';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** A hard limit per address and, when `perAccount` is given, one per e-mail in the body. */
function authPolicy(
  name: string,
  windowMs: number,
  perIp: number,
  perAccount?: { limit: number; over: OverLimit },
): RateLimitPolicy {
  return {
    name,
    windowMs,
    rules: [
      { per: 'ip', limit: perIp, over: 'refuse' },
      ...(perAccount ? [{ per: 'email' as const, ...perAccount }] : []),
    ],
    message: AuthMessages.tooManyAttempts,
  };
}

/**
 * Sign-in: per account only a growing delay, so failing on purpose against someone else's
 * e-mail slows guessing without locking its owner out.
 */
export const LOGIN_LIMITS = authPolicy('login', FIFTEEN_MINUTES, 30, {
  limit: 10,
  over: 'slow-down',
});

export const REGISTER_LIMITS = authPolicy('register', ONE_HOUR, 20, { limit: 5, over: 'refuse' });

/** Refused per account too: every request mails its owner, and a mailbox must not be flooded. */
export const FORGOT_PASSWORD_LIMITS = authPolicy('forgot-password', ONE_HOUR, 20, {
  limit: 3,
  over: 'refuse',
});

export const RESET_PASSWORD_LIMITS = authPolicy('reset-password', FIFTEEN_MINUTES, 30);
