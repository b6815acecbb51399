import type { SessionPrincipal } from '@roadbook/contracts';
import { SessionCache } from './session-cache';

const principal = (userId: number) =>
  ({ sessionId: `s-${userId}`, user: { id: userId, role: 'user' } }) as unknown as SessionPrincipal;

/** A lookup that counts its calls and answers what it is given. */
function lookupOf(answer: SessionPrincipal | null | Error) {
  const lookup = jest.fn(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  return lookup;
}

describe('SessionCache', () => {
  let now = 0;
  const cache = () => new SessionCache(5_000, 3, () => now);
  beforeEach(() => (now = 1_000));

  it('asks once within its time to live, and again after', async () => {
    const sessions = cache();
    const lookup = lookupOf(principal(7));
    await sessions.resolve('t', lookup);
    now += 4_999;
    await sessions.resolve('t', lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
    now += 1;
    await sessions.resolve('t', lookup);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps no refused token and no failed lookup', async () => {
    const sessions = cache();
    const refused = lookupOf(null);
    expect(await sessions.resolve('bad', refused)).toBeNull();
    await sessions.resolve('bad', refused);
    expect(refused).toHaveBeenCalledTimes(2);

    await expect(sessions.resolve('t', lookupOf(new Error('auth down')))).rejects.toThrow();
    await Promise.resolve();
    expect(sessions.size).toBe(0);
  });

  it("forgets every session of a user at once, and only that user's", async () => {
    const sessions = cache();
    await sessions.resolve('phone', lookupOf(principal(7)));
    await sessions.resolve('laptop', lookupOf(principal(7)));
    const other = lookupOf(principal(8));
    await sessions.resolve('other', other);

    sessions.forgetUser(7);
    const again = lookupOf(null);
    expect(await sessions.resolve('phone', again)).toBeNull();
    expect(await sessions.resolve('laptop', again)).toBeNull();
    await sessions.resolve('other', other);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does not keep the answer of a lookup that was under way when a revocation came', async () => {
    const sessions = cache();
    let answer!: (value: SessionPrincipal) => void;
    const pending = sessions.resolve('t', () => new Promise((resolve) => (answer = resolve)));
    sessions.forgetUser(7);
    answer(principal(7));
    await pending;
    const after = lookupOf(null);
    expect(await sessions.resolve('t', after)).toBeNull();
  });

  it('forgets one token, and drops the oldest beyond its size', async () => {
    const sessions = cache();
    for (const token of ['a', 'b', 'c', 'd']) await sessions.resolve(token, lookupOf(principal(1)));
    expect(sessions.size).toBe(3);
    sessions.forget('b');
    expect(sessions.size).toBe(2);
    const lookup = lookupOf(principal(1));
    await sessions.resolve('a', lookup);
    await sessions.resolve('c', lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('asks again on refresh and keeps the new answer', async () => {
    const sessions = cache();
    await sessions.resolve('t', lookupOf(principal(7)));
    const fresh = lookupOf(principal(8));
    expect(await sessions.refresh('t', fresh)).toEqual(principal(8));
    expect(await sessions.resolve('t', lookupOf(null))).toEqual(principal(8));
  });
});
