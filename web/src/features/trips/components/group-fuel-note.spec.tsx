import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItinerary } from '../../../test/fixtures/trip-fixtures';
import { GroupFuelNote } from './group-fuel-note';

describe('GroupFuelNote', () => {
  const facts = makeItinerary().facts;

  it('names the rider whose range set the fuel stops, in the trip’s units', () => {
    render(
      <GroupFuelNote
        facts={{ ...facts, fuelRangeKm: 128, fuelRangeSetBy: { name: 'Ana', fuelRangeKm: 150 } }}
      />,
    );
    expect(screen.getByTestId('group-fuel-note')).toHaveTextContent(
      'Fuel stops are planned for Ana’s range of 93 miles, the smallest in the group, less a 15 % reserve: at least every 80 miles.',
    );
  });

  it('says nothing for a trip without a group', () => {
    const { container } = render(<GroupFuelNote facts={{ ...facts, fuelRangeKm: 250 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
