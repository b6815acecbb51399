import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItinerary } from '../../../test/fixtures/trip-fixtures';
import { LoopNote } from './loop-note';

describe('LoopNote', () => {
  const facts = makeItinerary().facts;

  it('says how long the loop rides against the hours asked, and through which roads', () => {
    render(
      <LoopNote
        facts={{
          ...facts,
          loop: {
            hoursAsked: 5,
            movingMinutes: 296,
            via: ['Blue Ridge Parkway (Waterrock Knob section)', 'Newfound Gap Road'],
          },
        }}
      />,
    );
    expect(screen.getByTestId('loop-note')).toHaveTextContent(
      'A 5-hour loop: 4 h 56 min of riding from the start and back through Blue Ridge Parkway (Waterrock Knob section) and Newfound Gap Road.',
    );
  });

  it('says nothing for a trip that is not a loop', () => {
    const { container } = render(<LoopNote facts={facts} />);
    expect(container).toBeEmptyDOMElement();
  });
});
