import { AuthMessages } from '@roadbook/contracts';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.policy';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const message = AuthMessages.tooManyAttempts;

/**
 * Sign-in: a hard limit per address, but per account only a growing delay, so failing on
 * purpose against someone else's e-mail slows guessing without locking its owner out.
 */
export const LOGIN_LIMITS: RateLimitPolicy = {
  name: 'login',
  windowMs: FIFTEEN_MINUTES,
  rules: [
    { per: 'ip', limit: 30, over: 'refuse' },
    { per: 'email', limit: 10, over: 'slow-down' },
  ],
  message,
};

export const REGISTER_LIMITS: RateLimitPolicy = {
  name: 'register',
  windowMs: ONE_HOUR,
  rules: [
    { per: 'ip', limit: 20, over: 'refuse' },
    { per: 'email', limit: 5, over: 'refuse' },
  ],
  message,
};

/** Refused per account too: every request mails its owner, and a mailbox must not be flooded. */
export const FORGOT_PASSWORD_LIMITS: RateLimitPolicy = {
  name: 'forgot-password',
  windowMs: ONE_HOUR,
  rules: [
    { per: 'ip', limit: 20, over: 'refuse' },
    { per: 'email', limit: 3, over: 'refuse' },
  ],
  message,
};

export const RESET_PASSWORD_LIMITS: RateLimitPolicy = {
  name: 'reset-password',
  windowMs: FIFTEEN_MINUTES,
  rules: [{ per: 'ip', limit: 30, over: 'refuse' }],
  message,
};
