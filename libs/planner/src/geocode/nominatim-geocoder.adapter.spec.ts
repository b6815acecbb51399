import { ProviderError } from '../plan/planner.errors';
import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { NominatimGeocoderAdapter } from './nominatim-geocoder.adapter';

/** A trimmed copy of a real Nominatim /search?format=jsonv2&addressdetails=1 answer. */
const MOAB = [
  {
    place_id: 297373683,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 197497,
    lat: '38.5738096',
    lon: '-109.5462146',
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.5,
    addresstype: 'city',
    name: 'Moab',
    display_name: 'Moab, Grand County, Utah, United States',
    address: {
      city: 'Moab',
      county: 'Grand County',
      state: 'Utah',
      'ISO3166-2-lvl4': 'US-UT',
      country: 'United States',
      country_code: 'us',
    },
    boundingbox: ['38.5489', '38.6109', '-109.5756', '-109.5160'],
  },
];

describe('NominatimGeocoderAdapter', () => {
  let server: FakeServer;
  let mode: 'ok' | 'empty' | 'error' | 'hang' = 'ok';

  beforeAll(async () => {
    server = await startFakeServer((req, res) => {
      if (mode === 'hang') return;
      if (mode === 'error') return sendJson(res, 503, { error: 'Service Unavailable' });
      sendJson(res, 200, mode === 'empty' ? [] : MOAB);
    });
  });
  afterAll(() => server.close());

  const adapter = (timeoutMs = 2000) =>
    new NominatimGeocoderAdapter({
      baseUrl: server.url,
      userAgent: 'roadbook-tests/1.0',
      email: 'dev@example.com',
      timeoutMs,
    });

  it('sends a policy-compliant search and maps the first result', async () => {
    mode = 'ok';
    const place = await adapter().geocode('Moab, Utah');
    expect(place).toEqual({
      name: 'Moab, UT',
      shortName: 'Moab',
      label: 'Moab, Utah, United States',
      lat: 38.5738096,
      lng: -109.5462146,
      countryCode: 'US',
      admin: 'UT',
      kind: 'online',
    });
    const req = server.requests[server.requests.length - 1];
    const url = new URL(req.url, server.url);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('Moab, Utah');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('email')).toBe('dev@example.com');
    expect(req.headers['user-agent']).toBe('roadbook-tests/1.0');
  });

  it('returns null when Nominatim finds nothing', async () => {
    mode = 'empty';
    expect(await adapter().geocode('Qwxzyville')).toBeNull();
  });

  it('throws a ProviderError on HTTP errors and timeouts', async () => {
    mode = 'error';
    await expect(adapter().geocode('Moab')).rejects.toThrow(/nominatim: HTTP 503/);
    mode = 'hang';
    await expect(adapter(150).geocode('Moab')).rejects.toBeInstanceOf(ProviderError);
    await expect(adapter(150).geocode('Moab')).rejects.toThrow(/timed out after 150 ms/);
  });
});
