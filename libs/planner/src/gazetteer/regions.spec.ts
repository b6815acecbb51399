import { displayName, matchRegion, timeZoneFor } from './regions';

describe('regions', () => {
  it('understands states, provinces and countries by name or code', () => {
    expect(matchRegion('Utah')[0]).toMatchObject({ kind: 'admin', region: { code: 'UT' } });
    expect(matchRegion('BC')[0]).toMatchObject({
      kind: 'admin',
      region: { code: '02', country: 'CA' },
    });
    expect(matchRegion('France')[0]).toMatchObject({ kind: 'country', country: { code: 'FR' } });
    expect(matchRegion('UK')[0]).toMatchObject({ kind: 'country', country: { code: 'GB' } });
  });

  it('names places the way riders write them', () => {
    expect(displayName('Moab', 'US', 'UT')).toBe('Moab, UT');
    expect(displayName('Banff', 'CA', '01')).toBe('Banff, AB');
    expect(displayName('Bormio', 'IT', '09')).toBe('Bormio, Italy');
  });

  it('puts each place in its own time zone, including split states', () => {
    expect(timeZoneFor('US', 'TN', { lat: 35.71, lng: -83.51 })).toBe('America/New_York'); // Gatlinburg
    expect(timeZoneFor('US', 'TN', { lat: 36.16, lng: -86.78 })).toBe('America/Chicago'); // Nashville
    expect(timeZoneFor('US', 'TX', { lat: 31.76, lng: -106.49 })).toBe('America/Denver'); // El Paso
    expect(timeZoneFor('CA', '01', { lat: 51.18, lng: -115.57 })).toBe('America/Edmonton');
    expect(timeZoneFor('IT', '09', { lat: 46.47, lng: 10.37 })).toBe('Europe/Rome');
    // A country of one zone has it; one of several without its regions here, its longitude's.
    expect(timeZoneFor('JP', '40', { lat: 35.68, lng: 139.69 })).toBe('Asia/Tokyo');
    expect(timeZoneFor('BR', '27', { lat: -23.55, lng: -46.63 })).toBe('Etc/GMT+3');
    expect(timeZoneFor('AU', '08', { lat: -31.95, lng: 115.86 })).toBe('Australia/Perth');
  });
});
