import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
  });

  it('counts siblings once, not as depth', () => {
    expect(nestsDeeperThan(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('handles ten thousand levels without recursion', () => {
    expect(nestsDeeperThan('['.repeat(10_000) + ']'.repeat(10_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
