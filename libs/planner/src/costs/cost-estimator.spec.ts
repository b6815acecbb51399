import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from '../plan/create-trip-planner';
import { COUNTRY_PRICES } from './country-prices.data';
import { estimateDayCosts, estimateTripCosts, pricesIn, tripCurrency } from './cost-estimator';
import type { CostPlan } from './cost-estimator';
import { USD_RATES } from './exchange-rates.data';
import { NIGHTLY_USD } from './lodging-rates.data';

const CAR_IN_USD: CostPlan = {
  mode: 'car',
  budget: 'moderate',
  lodging: 'hotel',
  rooms: 1,
  currency: 'USD',
};
const day = (distanceKm: number, countryCode = 'US', isLastDay = false) => ({
  distanceKm,
  countryCode,
  isLastDay,
});

describe('cost estimates', () => {
  it('prices fuel as distance × the mode’s consumption × the country’s price', () => {
    // 500 km at 8 L/100 km is 40 L; at $0.83 a litre, $33.
    const car = estimateDayCosts(day(500), CAR_IN_USD);
    expect(car.fuel).toMatchObject({ litres: 40, amount: 33 });
    expect(car.fuel.priceFrom).toEqual({
      countryCode: 'US',
      basis: 'national',
      label: 'United States',
    });
    expect(estimateDayCosts(day(500), { ...CAR_IN_USD, mode: 'motorcycle' }).fuel.litres).toBe(25);
    expect(estimateDayCosts(day(500), { ...CAR_IN_USD, mode: 'rv' }).fuel.litres).toBe(125);
  });

  it('books one night in each room, and none after the last day’s arrival', () => {
    const one = estimateDayCosts(day(300), CAR_IN_USD);
    const three = estimateDayCosts(day(300), { ...CAR_IN_USD, rooms: 3 });
    expect(one.lodging).toEqual({ nights: 1, rooms: 1, amount: 155, kind: 'hotel' });
    expect(three.lodging.amount).toBe(3 * 155);
    expect(three.amount).toBe(three.fuel.amount + three.lodging.amount);
    const last = estimateDayCosts(day(300, 'US', true), { ...CAR_IN_USD, rooms: 3 });
    expect(last.lodging).toMatchObject({ nights: 0, amount: 0 });
    expect(last.amount).toBe(last.fuel.amount);
  });

  it('prices lodging by budget level and lodging kind, scaled by the country’s price level', () => {
    const euros = { ...CAR_IN_USD, currency: 'EUR', budget: 'luxury' as const };
    const inFrance = estimateDayCosts(day(100, 'FR'), euros).lodging.amount;
    expect(inFrance).toBe(
      Math.round(NIGHTLY_USD.hotel.luxury * COUNTRY_PRICES.FR.lodgingLevel * USD_RATES.EUR),
    );
    const camping = estimateDayCosts(day(100, 'FR'), { ...euros, lodging: 'camping' });
    expect(camping.lodging.amount).toBeLessThan(inFrance);
  });

  it('falls back to a regional average, then the world’s, and says so', () => {
    expect(pricesIn('PE').source).toEqual({
      countryCode: 'PE',
      basis: 'regional',
      label: 'South America average',
    });
    expect(pricesIn('AQ').source).toMatchObject({ basis: 'world', label: 'world average' });
    const trip = estimateTripCosts(
      [estimateDayCosts(day(200, 'FR'), CAR_IN_USD), estimateDayCosts(day(200, 'PE'), CAR_IN_USD)],
      'US',
    );
    expect(trip.notes).toEqual([
      'No prices for Peru in the tables: the South America average is used.',
    ]);
  });

  it('gives amounts in the start country’s currency, converted with the dated rates', () => {
    expect(tripCurrency('GB')).toEqual({ currency: 'GBP' });
    expect(tripCurrency('FR')).toEqual({ currency: 'EUR' });
    expect(tripCurrency('AU')).toEqual({ currency: 'AUD' });
    expect(tripCurrency('PE')).toMatchObject({ currency: 'USD' });
    expect(tripCurrency('PE').note).toMatch(/US dollars.*Peru/);
    // 100 km in Germany at 8 L/100 km and €1.74 a litre, quoted in pounds.
    const pounds = estimateDayCosts(day(100, 'DE'), { ...CAR_IN_USD, currency: 'GBP' });
    expect(pounds.fuel.amount).toBe(Math.round(((8 * 1.74) / USD_RATES.EUR) * USD_RATES.GBP));
  });

  it('has a rate for every currency the country table prices in', () => {
    for (const prices of Object.values(COUNTRY_PRICES)) {
      expect(USD_RATES[prices.currency]).toBeGreaterThan(0);
    }
  });
});

describe('cost estimates in a planned trip', () => {
  const planner = createTripPlanner();

  it('gives each day fuel and lodging, no night after the last day, and the trip their sum', async () => {
    const plan = await planner.plan(
      planInput({ startDate: '2026-06-10', endDate: '2026-06-12', hotelRooms: 2 }),
      TODAY,
    );
    const days = plan.itinerary.days.map((d) => d.facts.costs!);
    expect(days).toHaveLength(3);
    for (const d of days) expect(d.fuel.amount).toBeGreaterThan(0);
    expect(days.slice(0, -1).every((d) => d.lodging.nights === 1 && d.lodging.rooms === 2)).toBe(
      true,
    );
    expect(days.at(-1)!.lodging).toMatchObject({ nights: 0, amount: 0 });
    const trip = plan.facts.costs!;
    expect(trip).toMatchObject({
      estimate: true,
      currency: 'USD',
      fuelVolumeUnit: 'gal',
      basis: 'approximate national averages, 2025',
      notes: [],
    });
    expect(trip.fuel).toBe(days.reduce((s, d) => s + d.fuel.amount, 0));
    expect(trip.total).toBe(trip.fuel + trip.lodging);
  });

  it('quotes a trip from London in pounds and litres, and a round trip sleeps at home', async () => {
    const plan = await planner.plan(
      planInput({
        startLocation: 'London, UK',
        destination: 'London, UK',
        waypoints: ['Paris, France'],
        isRoundTrip: true,
        startDate: '2026-06-10',
        endDate: '2026-06-13',
      }),
      TODAY,
    );
    expect(plan.facts.costs).toMatchObject({ currency: 'GBP', fuelVolumeUnit: 'L' });
    const days = plan.itinerary.days;
    expect(days.at(-1)!.facts.costs!.lodging.nights).toBe(0);
    expect(days.some((d) => d.facts.costs!.fuel.priceFrom.countryCode === 'FR')).toBe(true);
  });
});
