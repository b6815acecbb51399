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

/** A signed-in user's writes over fifteen minutes: a limit per user and one per address. */
function signedInPolicy(name: string, perCaller: number, perIp: number): RateLimitPolicy {
  return {
    name,
    windowMs: FIFTEEN_MINUTES,
    rules: [
      { per: 'caller', limit: perCaller },
      { per: 'ip', limit: perIp },
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

/**
 * The routes that check a signed-in user's password again (change it or the e-mail, delete the
 * account), with one count between them: a stolen session must not become a way to guess the
 * password. The owner, who knows it, needs one or two tries; refusing that session for a while
 * costs them nothing a reset by e-mail would not give back.
 */
export const PASSWORD_CHECK_LIMITS = signedInPolicy('password-check', 5, 30);

/** Username and picture edits: generous for the owner, a bound on a script with their session. */
export const PROFILE_EDIT_LIMITS = signedInPolicy('profile-edit', 30, 60);

/** Opening an e-mail change's link, per address, as for a reset link. */
export const CONFIRM_EMAIL_LIMITS = authPolicy('confirm-email', FIFTEEN_MINUTES, 30);
