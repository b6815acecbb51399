import type { DayWeather } from '@roadbook/contracts';
import type { DaySchedule } from '../days/day-schedule';
import { byUrgency, conditionAlerts } from './rider-alerts';

const schedule: DaySchedule = {
  departure: '08:30',
  departureAt: Date.UTC(2026, 6, 1, 8, 30),
  arrivalAt: Date.UTC(2026, 6, 1, 15, 0),
  arrival: '15:00',
  sunrise: '06:00',
  sunset: '20:00',
  elapsedMinutes: 390,
  daylightLeftMinutes: 300,
};

const weather = (high: number, low: number, unit: 'F' | 'C' = 'F'): DayWeather => ({
  condition: 'sunny',
  temperature: { high, low },
  unit,
  description: '',
  source: 'forecast',
});

describe('conditionAlerts', () => {
  it('warns of heat a rider must plan the day around, and of nothing on a mild day', () => {
    expect(conditionAlerts(weather(104, 80), schedule)).toEqual([
      {
        kind: 'heat',
        message:
          'Heat: highs near 104°F. Ride in the morning, drink at every stop and sit out the afternoon in the shade.',
      },
    ]);
    expect(conditionAlerts(weather(75, 50), schedule)).toEqual([]);
    expect(conditionAlerts(weather(36, 22, 'C'), schedule).map((a) => a.kind)).toEqual(['heat']);
  });

  it('says how long a day rides after sunset, and asks to change it unless the rider allows it', () => {
    const afterDark = { ...schedule, arrival: '20:40', daylightLeftMinutes: -40 };
    expect(conditionAlerts(weather(75, 50), afterDark)).toEqual([
      {
        kind: 'dark',
        message:
          'Arrives after dark: 40 min of riding after sunset (20:00). Leave earlier, shorten the day or add one.',
      },
    ]);
    expect(conditionAlerts(weather(75, 50), afterDark, { afterDarkAllowed: true })).toEqual([
      { kind: 'dark', message: 'Arrives after dark: 40 min of riding after sunset (20:00).' },
    ]);
  });

  it('warns of ice at freezing lows and of the dark when the day ends near sunset', () => {
    const late = { ...schedule, warning: 'arrives after 15:40, less than 1 h before sunset' };
    expect(byUrgency(conditionAlerts(weather(40, 20), late)).map((a) => a.kind)).toEqual([
      'dark',
      'cold',
    ]);
  });
});
