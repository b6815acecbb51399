import { cspDirectives, GA4_SOURCES, tileSourceOf } from './content-security-policy';

describe('tileSourceOf', () => {
  it('is the origin of the tile template', () => {
    expect(tileSourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSourceOf('http://tiles.lan:8081/{z}/{x}/{y}.png')).toBe('http://tiles.lan:8081');
  });

  it('turns a {s} subdomain into a wildcard', () => {
    expect(tileSourceOf('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });

  it('is null without tiles', () => {
    expect(tileSourceOf('none')).toBeNull();
  });
});

describe('cspDirectives', () => {
  it('lets images and fetches reach this site and the tile server only', () => {
    const directives = cspDirectives('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(directives.connectSrc).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    expect(directives.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    expect(Object.values(directives).flat()).not.toContain('https:');
  });

  it('names no outside host when tiles are off', () => {
    const directives = cspDirectives('none');
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets no Google host in without a measurement id', () => {
    const sources = Object.values(cspDirectives('none')).flat().join(' ');
    expect(sources).not.toMatch(/google/);
  });

  it("lets Google's tag load and report when a measurement id is set", () => {
    const directives = cspDirectives('none', 'G-ABC123XYZ');
    expect(directives.scriptSrc).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directives.connectSrc).toEqual(["'self'", ...GA4_SOURCES.connect]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', ...GA4_SOURCES.img]);
    expect(directives.defaultSrc).toEqual(["'self'"]);
  });
});
