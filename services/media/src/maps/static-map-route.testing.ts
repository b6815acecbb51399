import type { StaticMapRoute } from '@roadbook/contracts';

/** Two days' ride from Denver to Moab by Glenwood Springs, as a trip's map shows it: for specs. */
export const DENVER_TO_MOAB: StaticMapRoute = {
  stops: [
    { name: 'Denver', role: 'start', lat: 39.74, lng: -104.99, countryCode: 'US' },
    { name: 'Glenwood Springs', role: 'overnight', lat: 39.55, lng: -107.32, countryCode: 'US' },
    { name: 'Moab', role: 'destination', lat: 38.57, lng: -109.55, countryCode: 'US' },
  ],
  days: [
    [
      [39.74, -104.99],
      [39.63, -106.06],
      [39.55, -107.32],
    ],
    [
      [39.55, -107.32],
      [39.06, -108.55],
      [38.57, -109.55],
    ],
  ],
};
