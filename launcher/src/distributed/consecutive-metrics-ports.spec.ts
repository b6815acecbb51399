import { consecutiveMetricsPorts } from './start-distributed';

describe('consecutiveMetricsPorts', () => {
  it('gives the six apps consecutive ops ports from the base, in a fixed order', () => {
    expect(consecutiveMetricsPorts(9101)).toEqual({
      auth: 9101,
      trips: 9102,
      blog: 9103,
      media: 9104,
      workers: 9105,
      gateway: 9106,
    });
  });

  it('gives none for 0', () => {
    expect(consecutiveMetricsPorts(0)).toEqual({});
  });
});
