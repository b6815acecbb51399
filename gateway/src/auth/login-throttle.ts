import { AuthMessages } from '@roadbook/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyRequests } from '../rate-limit/rate-limiter';
import type { RateLimitStore } from '../rate-limit/rate-limit.store';
import { LoginTurns, turnSpacingMs } from './login-turns';

/** Waits; a test passes its own clock's. */
export type Wait = (ms: number) => Promise<unknown>;

/**
 * Paces sign-in attempts per account (`login-turns.ts`). The counts and turns live in the rate
 * limit store, so every gateway of a deployment shares them.
 */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly wait: Wait = sleep,
  ) {}

  /** Runs `check` (the password check) for `email` once the account's turn has come. */
  async attempt<T>(email: string, check: () => Promise<T>): Promise<T> {
    const account = email.trim().toLowerCase();
    const [attempt] = await this.store.hit([`login:account:${account}`], LoginTurns.WINDOW_MS);
    const spacing = turnSpacingMs(attempt);
    if (spacing > 0) {
      const turnIn = await this.store.takeTurn(
        `login:turn:${account}`,
        spacing,
        LoginTurns.MAX_WAIT_MS,
      );
      if (turnIn === null) throw tooManyRequests(AuthMessages.tooManyAttempts);
      if (turnIn > 0) await this.wait(turnIn);
    }
    return check();
  }
}
