import {
  combineVerdicts,
  slowDownMs,
  SLOW_DOWN_FIRST_MS,
  SLOW_DOWN_MAX_MS,
  verdictOf,
  type RateLimitRule,
} from './rate-limit.policy';

const perIp: RateLimitRule = { per: 'ip', limit: 3, over: 'refuse' };
const perAccount: RateLimitRule = { per: 'email', limit: 3, over: 'slow-down' };

describe('verdictOf', () => {
  it('allows up to the limit', () => {
    expect(verdictOf(perIp, 3)).toEqual({ kind: 'allow' });
    expect(verdictOf(perAccount, 3)).toEqual({ kind: 'allow' });
  });

  it('refuses over a hard limit', () => {
    expect(verdictOf(perIp, 4)).toEqual({ kind: 'refuse' });
  });

  it('never refuses over a slow-down limit: it waits longer each time, up to a cap', () => {
    expect(verdictOf(perAccount, 4)).toEqual({ kind: 'delay', ms: SLOW_DOWN_FIRST_MS });
    expect(verdictOf(perAccount, 5)).toEqual({ kind: 'delay', ms: SLOW_DOWN_FIRST_MS * 2 });
    expect(verdictOf(perAccount, 6)).toEqual({ kind: 'delay', ms: SLOW_DOWN_FIRST_MS * 4 });
    expect(verdictOf(perAccount, 10_000)).toEqual({ kind: 'delay', ms: SLOW_DOWN_MAX_MS });
  });
});

describe('slowDownMs', () => {
  it('grows exponentially and stays capped', () => {
    const delays = Array.from({ length: 10 }, (_, index) => slowDownMs(index + 1));
    expect(delays.every((delay, index) => index === 0 || delay >= delays[index - 1])).toBe(true);
    expect(Math.max(...delays)).toBe(SLOW_DOWN_MAX_MS);
    expect(slowDownMs(0)).toBe(0);
  });
});

describe('combineVerdicts', () => {
  it('refuses when any rule refuses', () => {
    expect(combineVerdicts([{ kind: 'delay', ms: 500 }, { kind: 'refuse' }])).toEqual({
      kind: 'refuse',
    });
  });

  it('waits the longest delay, and allows when every rule allows', () => {
    expect(
      combineVerdicts([{ kind: 'allow' }, { kind: 'delay', ms: 500 }, { kind: 'delay', ms: 250 }]),
    ).toEqual({ kind: 'delay', ms: 500 });
    expect(combineVerdicts([{ kind: 'allow' }, { kind: 'allow' }])).toEqual({ kind: 'allow' });
  });
});
