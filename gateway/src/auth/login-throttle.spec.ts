import { HttpException } from '@nestjs/common';
import { MemoryRateLimitStore } from '../rate-limit/rate-limit.store';
import { LoginThrottle } from './login-throttle';
import { LoginTurns } from './login-turns';

/**
 * The throttle over the in-memory store, on a clock the test moves. Waiting resolves at once and
 * records how long the attempt was told to wait for its turn; `checks` counts the password
 * checks that ran.
 */
function setUp() {
  let now = 1_000_000;
  const waits: number[] = [];
  const throttle = new LoginThrottle(new MemoryRateLimitStore(() => now), (ms) => {
    waits.push(ms);
    return Promise.resolve();
  });
  let checks = 0;
  const wrongPassword = (email = 'rider@example.com') =>
    throttle
      .attempt(email, () => {
        checks += 1;
        return Promise.reject(new Error('Invalid email or password'));
      })
      .catch((error: Error) => error);
  return {
    throttle,
    waits,
    checks: () => checks,
    wrongPassword,
    advance: (ms: number) => (now += ms),
  };
}

const refused = (error: Error) =>
  error instanceof HttpException &&
  error.getStatus() === 429 &&
  (error.getResponse() as { message: string }).message ===
    'Too many attempts. Please wait a few minutes and try again.';

describe('LoginThrottle', () => {
  it('checks the first attempts on an account at once, side by side', async () => {
    const { waits, checks, wrongPassword } = setUp();
    const answers = await Promise.all(
      Array.from({ length: LoginTurns.FREE_ATTEMPTS }, () => wrongPassword()),
    );
    expect(answers.some(refused)).toBe(false);
    expect(checks()).toBe(LoginTurns.FREE_ATTEMPTS);
    expect(waits).toEqual([]);
  });

  it('makes attempts sent side by side wait one behind another, and refuses those too far back', async () => {
    const { waits, checks, wrongPassword, advance } = setUp();
    for (let attempt = 0; attempt < 12; attempt += 1) await wrongPassword();
    advance(1_000);
    waits.length = 0;
    const answers = await Promise.all(Array.from({ length: 16 }, () => wrongPassword()));
    // Attempts 13, 14, 15… space their successors 1 s, 2 s, then 3 s apart; a sixth turn would
    // be 12 s away, past the 10 s an attempt may wait.
    expect(waits).toEqual([1_000, 3_000, 6_000, 9_000]);
    expect(answers.filter(refused)).toHaveLength(11);
    expect(checks()).toBe(12 + 5);
  });

  it('counts an account whatever case or spaces its address is written with', async () => {
    const { waits, wrongPassword } = setUp();
    const spellings = ['Rider@Example.com', ' rider@example.com ', 'RIDER@EXAMPLE.COM'];
    for (let attempt = 0; attempt < 12; attempt += 1) await wrongPassword(spellings[attempt % 3]);
    // The 11th took the first turn; the 12th waits behind it.
    expect(waits).toEqual([250]);
  });

  it('lets the owner in when the turn comes, however many guesses came before', async () => {
    const { throttle, wrongPassword, advance } = setUp();
    for (let attempt = 0; attempt < 40; attempt += 1) await wrongPassword();
    advance(LoginTurns.MAX_WAIT_MS + LoginTurns.MAX_SPACING_MS);
    const owner = throttle.attempt('rider@example.com', () => Promise.resolve('signed in'));
    await expect(owner).resolves.toBe('signed in');
  });
});
