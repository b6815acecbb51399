import { render, screen, within } from '@testing-library/react';
import type { DayCostEstimate, TripCostEstimate, TripItinerary } from '@roadbook/contracts';
import { describe, expect, it } from 'vitest';
import { makeItinerary } from '../../../test/fixtures/trip-fixtures';
import { DayCard } from './day-card';
import { TripCostSummary } from './trip-cost-summary';

const TRIP_COSTS: TripCostEstimate = {
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

const dayCosts = (overrides: Partial<DayCostEstimate> = {}): DayCostEstimate => ({
  estimate: true,
  fuel: {
    litres: 41.6,
    amount: 42,
    priceFrom: { countryCode: 'US', basis: 'national', label: 'United States' },
  },
  lodging: { nights: 1, rooms: 2, amount: 240, kind: 'hotel' },
  amount: 282,
  ...overrides,
});

function withCosts(costs: TripCostEstimate | undefined): TripItinerary {
  const itinerary = makeItinerary();
  return { ...itinerary, facts: { ...itinerary.facts, costs } };
}

describe('TripCostSummary', () => {
  it('gives the trip total with fuel and lodging, labelled as an estimate', () => {
    render(<TripCostSummary itinerary={withCosts(TRIP_COSTS)} />);
    const summary = screen.getByRole('region', {
      name: 'Estimated trip cost ~$1,230: fuel $310, lodging $920',
    });
    expect(summary).toHaveTextContent(
      'Estimates from approximate national averages, 2025; prices vary.',
    );
  });

  it('in the currency of the start country, with what stood in for missing prices', () => {
    const notes = ['No prices for Peru in the tables: the South America average is used.'];
    render(
      <TripCostSummary
        itinerary={withCosts({ ...TRIP_COSTS, currency: 'EUR', fuelVolumeUnit: 'L', notes })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Estimated trip cost ~€1,230: fuel €310, lodging €920',
    );
    expect(screen.getByText(notes[0])).toBeInTheDocument();
  });

  it('shows nothing for an itinerary planned before estimates existed', () => {
    const { container } = render(<TripCostSummary itinerary={withCosts(undefined)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a day card's estimate", () => {
  const day = makeItinerary().itinerary.days[0];

  it('gives fuel in the rider’s units and lodging per room', () => {
    render(
      <DayCard
        day={{ ...day, facts: { ...day.facts, costs: dayCosts() } }}
        tripCosts={TRIP_COSTS}
      />,
    );
    expect(screen.getByTestId('day-cost')).toHaveTextContent(
      'Estimated costs: fuel ~$42 (11 gal) · lodging ~$240 (2 rooms)',
    );
  });

  it('has no lodging after the last day and names the average used for an unlisted country', () => {
    const costs = dayCosts({
      fuel: {
        litres: 20,
        amount: 25,
        priceFrom: { countryCode: 'PE', basis: 'regional', label: 'South America average' },
      },
      lodging: { nights: 0, rooms: 2, amount: 0, kind: 'hotel' },
    });
    render(
      <DayCard
        day={{ ...day, facts: { ...day.facts, costs } }}
        tripCosts={{ ...TRIP_COSTS, currency: 'EUR', fuelVolumeUnit: 'L' }}
      />,
    );
    const line = screen.getByTestId('day-cost');
    expect(line).toHaveTextContent(
      'Estimated costs: fuel ~€25 (20 L) · fuel priced at the South America average',
    );
    expect(within(line).queryByText(/lodging/)).not.toBeInTheDocument();
  });

  it('is absent on a day planned before estimates existed', () => {
    render(<DayCard day={day} tripCosts={TRIP_COSTS} />);
    expect(screen.queryByTestId('day-cost')).not.toBeInTheDocument();
  });
});
