import { acceptedEncodings } from './compressed-page';

describe('acceptedEncodings', () => {
  it('reads the encodings a browser accepts, leaving out those it refuses', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(
      new Set(['gzip', 'deflate', 'br', 'zstd']),
    );
    expect(acceptedEncodings('br;q=0, GZIP;q=0.8')).toEqual(new Set(['gzip']));
    expect(acceptedEncodings('gzip;q=0.0')).toEqual(new Set());
    expect(acceptedEncodings(undefined)).toEqual(new Set());
  });
});
