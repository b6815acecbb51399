import type { Day, WeatherFallback, WeatherOnRoute } from '@roadbook/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItinerary } from '../../../test/fixtures/trip-fixtures';
import { DayCard } from './day-card';
import { WeatherAlongRoute, WeatherFallbackNote } from './weather-along-route';

const day = makeItinerary().itinerary.days[1];

const alongRoute: WeatherOnRoute[] = [
  {
    kind: 'start',
    place: 'Aspen',
    time: '08:30',
    temperature: 48,
    condition: 'partly-cloudy',
    chanceOfRain: 10,
    source: 'forecast',
  },
  {
    kind: 'ride',
    place: 'Independence Pass',
    time: '09:40',
    temperature: 31,
    condition: 'snow',
    chanceOfRain: 40,
    source: 'forecast',
  },
  {
    kind: 'fuel',
    place: 'Leadville',
    time: '13:20',
    temperature: 55,
    condition: 'rainy',
    chanceOfRain: 70,
    source: 'typical',
  },
  {
    kind: 'arrival',
    place: 'Glenwood Springs',
    time: '16:05',
    temperature: 64,
    condition: 'sunny',
    chanceOfRain: 5,
    source: 'forecast',
  },
];

const wetPlanB: WeatherFallback = {
  hazard: 'wet',
  reason: 'rain likely (70 %) at Leadville around 13:20',
  distanceKm: 142,
  drivingMinutes: 100,
  skips: ['Independence Pass'],
  advice:
    'Stop for the night in Glenwood Springs, CO (88 miles, about 1 h 40 min of riding), leave Independence Pass for a drier day, and ride the remaining 60 miles the next day.',
};

function weatherWith(extra: Partial<Day['weather']>): Day['weather'] {
  return { ...day.weather, ...extra };
}

describe('WeatherAlongRoute', () => {
  it('lists each point in riding order with its time, place, condition, temperature and rain', () => {
    render(<WeatherAlongRoute weather={weatherWith({ unit: 'F', alongRoute })} />);
    expect(
      screen.getByRole('heading', { level: 4, name: 'Weather along the way' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Weather along the way' });
    expect(list).toBe(screen.getByTestId('weather-along-route'));
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);

    expect(rows[0]).toHaveTextContent('08:30');
    expect(rows[0]).toHaveTextContent('Aspen');
    expect(rows[0]).toHaveTextContent('Start');
    expect(rows[0]).toHaveTextContent('Partly cloudy');
    expect(rows[0]).toHaveTextContent('48°F');
    expect(rows[0]).toHaveTextContent('Rain 10 %');

    expect(rows[1]).toHaveTextContent('Independence Pass');
    expect(rows[1]).toHaveTextContent('Ride');
    expect(rows[1]).toHaveTextContent('31°F freezing');
    expect(rows[1]).toHaveTextContent('Snow 40 %');

    expect(rows[2]).toHaveTextContent('13:20');
    expect(rows[2]).toHaveTextContent('Leadville');
    expect(rows[2]).toHaveTextContent('Fuel');
    expect(rows[2]).toHaveTextContent('Rainy');
    expect(rows[2]).toHaveTextContent('Rain 70 %');

    expect(rows[3]).toHaveTextContent('16:05');
    expect(rows[3]).toHaveTextContent('Glenwood Springs');
    expect(rows[3]).toHaveTextContent('Arrive');
    expect(rows[3]).toHaveTextContent('64°F');
  });

  it('emphasises a wet or freezing point in words, not colour alone', () => {
    render(<WeatherAlongRoute weather={weatherWith({ unit: 'F', alongRoute })} />);
    const rows = within(screen.getByTestId('weather-along-route')).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-hazard'))).toEqual([
      null,
      'freezing',
      'wet',
      null,
    ]);
    expect(within(rows[1]).getByText('freezing')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Rain 70 %')).toHaveStyle({ fontWeight: 700 });
    expect(within(rows[0]).queryByText('freezing')).not.toBeInTheDocument();
  });

  it('reads freezing in Celsius at or below 0 °C', () => {
    render(
      <WeatherAlongRoute
        weather={weatherWith({
          unit: 'C',
          alongRoute: [
            { ...alongRoute[0], temperature: 0 },
            { ...alongRoute[3], temperature: 1 },
          ],
        })}
      />,
    );
    const rows = within(screen.getByTestId('weather-along-route')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('0°C freezing');
    expect(rows[1]).toHaveTextContent('1°C');
    expect(rows[1]).not.toHaveTextContent('freezing');
  });

  it('says once that all the points are typical for the season, not a forecast', () => {
    render(
      <WeatherAlongRoute
        weather={weatherWith({
          alongRoute: alongRoute.map((point) => ({ ...point, source: 'typical' as const })),
        })}
      />,
    );
    expect(screen.getByText('Typical for the season, not a forecast')).toBeInTheDocument();
    const rows = within(screen.getByTestId('weather-along-route')).getAllByRole('listitem');
    for (const row of rows) expect(row).not.toHaveTextContent('typical');
  });

  it('marks only the typical points when forecast and typical are mixed', () => {
    render(<WeatherAlongRoute weather={weatherWith({ alongRoute })} />);
    expect(screen.queryByText('Typical for the season, not a forecast')).not.toBeInTheDocument();
    const rows = within(screen.getByTestId('weather-along-route')).getAllByRole('listitem');
    expect(rows[2]).toHaveTextContent('Fuel · typical');
    expect(rows.filter((row) => row.textContent?.includes('typical'))).toHaveLength(1);
  });

  it('shows nothing without weather along the route', () => {
    const { container, rerender } = render(<WeatherAlongRoute weather={day.weather} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<WeatherAlongRoute weather={weatherWith({ alongRoute: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('WeatherFallbackNote', () => {
  it('gives the Plan B for a wet day with its reason', () => {
    render(<WeatherFallbackNote fallback={wetPlanB} />);
    const note = screen.getByTestId('weather-fallback');
    expect(note).toHaveAttribute('role', 'alert');
    expect(note).toHaveClass('MuiAlert-colorInfo');
    expect(within(note).getByText('Plan B if it is wet')).toBeInTheDocument();
    expect(note).toHaveTextContent(wetPlanB.advice);
    expect(note).toHaveTextContent('Why: Rain likely (70 %) at Leadville around 13:20');
  });

  it('gives the Plan B for a freezing day as a warning', () => {
    render(
      <WeatherFallbackNote
        fallback={{
          ...wetPlanB,
          hazard: 'freezing',
          reason: 'freezing (-2 °C) on Independence Pass around 09:40',
          advice: 'Leave once the roads have thawed and leave Independence Pass for a warmer day.',
        }}
      />,
    );
    const note = screen.getByTestId('weather-fallback');
    expect(note).toHaveClass('MuiAlert-colorWarning');
    expect(within(note).getByText('Plan B if it freezes')).toBeInTheDocument();
    expect(note).toHaveTextContent(
      'Leave once the roads have thawed and leave Independence Pass for a warmer day.',
    );
    expect(note).toHaveTextContent('Why: Freezing (-2 °C) on Independence Pass around 09:40');
  });

  it('shows nothing without a Plan B', () => {
    const { container } = render(<WeatherFallbackNote />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DayCard weather', () => {
  it('shows the Plan B and the weather along the way inside the day', () => {
    render(<DayCard day={{ ...day, weather: weatherWith({ alongRoute, fallback: wetPlanB }) }} />);
    const card = screen.getByTestId('day-card');
    expect(within(card).getByTestId('weather-fallback')).toHaveTextContent(wetPlanB.advice);
    const list = within(card).getByTestId('weather-along-route');
    expect(within(list).getAllByRole('listitem')).toHaveLength(alongRoute.length);
    expect(list).toHaveTextContent('Independence Pass');
    // Plan B under the rider alerts, above the description; the list after the facts grid.
    const note = within(card).getByTestId('weather-fallback');
    const description = within(card).getByText(day.description);
    const facts = within(card).getByText('Fuel stops');
    expect(note.compareDocumentPosition(description)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(facts.compareDocumentPosition(list)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leaves both out for a day without them', () => {
    render(<DayCard day={day} />);
    expect(screen.queryByTestId('weather-fallback')).not.toBeInTheDocument();
    expect(screen.queryByTestId('weather-along-route')).not.toBeInTheDocument();
  });
});
