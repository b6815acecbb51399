import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('trusts no proxy by default, or when told false or 0', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('reads a list of addresses and CIDR ranges of either family', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses "true": trusting every hop lets each client choose its own address', () => {
    expect(parseTrustProxy('true')).toBeUndefined();
  });

  it('refuses malformed entries', () => {
    for (const raw of [
      '10.0.0.0/33',
      '::1/129',
      'proxy.internal',
      '10.0.0.1,',
      '1.2.3.4/8/8',
      '-1',
    ]) {
      expect(parseTrustProxy(raw)).toBeUndefined();
    }
  });
});
