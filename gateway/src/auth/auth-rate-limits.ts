import { AuthMessages } from '@roadbook/contracts';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.policy';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** A limit per address and, when `perAccount` is given, one per e-mail in the body. */
function authPolicy(
  name: string,
  windowMs: number,
  perIp: number,
  perAccount?: number,
): RateLimitPolicy {
  return {
    name,
    windowMs,
    rules: [
      { per: 'ip', limit: perIp },
      ...(perAccount ? [{ per: 'email' as const, limit: perAccount }] : []),
    ],
    message: AuthMessages.tooManyAttempts,
  };
}

/**
 * Sign-in, per address. Per account, attempts take turns instead (`LoginThrottle`): a limit
 * that refused by account would let anyone lock its owner out by failing on purpose.
 */
export const LOGIN_LIMITS = authPolicy('login', FIFTEEN_MINUTES, 30);

export const REGISTER_LIMITS = authPolicy('register', ONE_HOUR, 20, 5);

/** Refused per account too: every request mails its owner, and a mailbox must not be flooded. */
export const FORGOT_PASSWORD_LIMITS = authPolicy('forgot-password', ONE_HOUR, 20, 3);

export const RESET_PASSWORD_LIMITS = authPolicy('reset-password', FIFTEEN_MINUTES, 30);

