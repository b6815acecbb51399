import { isOverLimit, type RateLimitRule } from './rate-limit.policy';

const perIp: RateLimitRule = { per: 'ip', limit: 3 };

describe('isOverLimit', () => {
  it('allows up to the limit and refuses past it', () => {
    expect(isOverLimit(perIp, 3)).toBe(false);
    expect(isOverLimit(perIp, 4)).toBe(true);
  });
});
