import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItinerary } from '../../../test/fixtures/trip-fixtures';
import { DayCard } from './day-card';

describe('DayCard', () => {
  const day = makeItinerary().itinerary.days[1];

  it('gives a riding day its distance, times and fuel stops', () => {
    render(<DayCard day={day} />);
    expect(screen.getByText(day.distance)).toBeInTheDocument();
    expect(screen.getByText('Depart → arrive')).toBeInTheDocument();
    expect(screen.getByText('Fuel stops')).toBeInTheDocument();
  });

  it('says a rest day is one, without riding times or fuel stops', () => {
    render(<DayCard day={{ ...day, facts: { ...day.facts, restDay: true } }} />);
    expect(screen.getByText('Rest day')).toBeInTheDocument();
    expect(screen.getByText('None: a day off the bike')).toBeInTheDocument();
    expect(screen.queryByText(day.distance)).not.toBeInTheDocument();
    expect(screen.queryByText('Depart → arrive')).not.toBeInTheDocument();
    expect(screen.queryByText('Fuel stops')).not.toBeInTheDocument();
  });
});
