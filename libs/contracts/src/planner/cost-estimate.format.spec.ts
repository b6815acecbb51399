import {
  costCaveat,
  dayCostLine,
  dayCostParts,
  formatMoney,
  tripCostHeadline,
} from './cost-estimate.format';
import type { DayCostEstimate, TripCostEstimate } from './itinerary.types';

const TRIP: TripCostEstimate = {
  estimate: true,
  currency: 'USD',
  fuelVolumeUnit: 'gal',
  fuel: 310,
  lodging: 920,
  total: 1230,
  pricesAsOf: '2025-06',
  basis: 'approximate national averages, 2025',
  notes: [],
};

const DAY: DayCostEstimate = {
  estimate: true,
  fuel: {
    litres: 41.6,
    amount: 42,
    priceFrom: { countryCode: 'US', basis: 'national', label: 'United States' },
  },
  lodging: { nights: 1, rooms: 2, amount: 240, kind: 'hotel' },
  amount: 282,
};

describe('cost estimate words', () => {
  it('says a day’s fuel in the rider’s units and its lodging per room', () => {
    expect(dayCostParts(DAY, TRIP)).toEqual(['fuel ~$42 (11 gal)', 'lodging ~$240 (2 rooms)']);
    expect(dayCostLine(DAY, { ...TRIP, currency: 'EUR', fuelVolumeUnit: 'L' })).toBe(
      'Estimated cost: fuel ~€42 (42 L), lodging ~€240 (2 rooms)',
    );
  });

  it('leaves lodging out after the last day and counts pitches at a campground', () => {
    expect(
      dayCostParts({ ...DAY, lodging: { ...DAY.lodging, nights: 0, amount: 0 } }, TRIP),
    ).toEqual(['fuel ~$42 (11 gal)']);
    const camping = { ...DAY, lodging: { ...DAY.lodging, rooms: 1, kind: 'camping' as const } };
    expect(dayCostParts(camping, TRIP)[1]).toBe('lodging ~$240 (1 site)');
  });

  it('leaves fuel out on a rest day, and says so when nothing is left', () => {
    const rest = { ...DAY, fuel: { ...DAY.fuel, litres: 0, amount: 0 } };
    expect(dayCostParts(rest, TRIP)).toEqual(['lodging ~$240 (2 rooms)']);
    const lastRest = { ...rest, lodging: { ...DAY.lodging, nights: 0, amount: 0 } };
    expect(dayCostParts(lastRest, TRIP)).toEqual(['no fuel or lodging']);
  });

  it('gives the trip’s total with its parts and says what the figures rest on', () => {
    expect(tripCostHeadline(TRIP)).toBe('Estimated trip cost ~$1,230: fuel $310, lodging $920');
    // A day ride sleeps nowhere: no lodging line of $0.
    expect(tripCostHeadline({ ...TRIP, lodging: 0, total: 310 })).toBe(
      'Estimated trip cost ~$310: fuel $310',
    );
    expect(costCaveat(TRIP)).toBe(
      'Estimates from approximate national averages, 2025; prices vary.',
    );
    expect(formatMoney(5300, 'JPY')).toBe('¥5,300');
    expect(formatMoney(1230, 'GBP')).toBe('£1,230');
  });
});
