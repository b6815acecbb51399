import { PageBody, acceptedEncodings } from './compressed-page';

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

describe('PageBody', () => {
  it('encodes its HTML once, for every request that takes it uncompressed', () => {
    const page = new PageBody('<p>Col de l’Iseran, 2 764 m</p>', 200, true);
    const bytes = page.bytes();
    expect(bytes.toString('utf8')).toBe(page.html);
    expect(page.bytes()).toBe(bytes);
  });
});
