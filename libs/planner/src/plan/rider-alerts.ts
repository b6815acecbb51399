import { FREEZING } from '@roadbook/contracts';
import type { DayWeather, FerryLeg, RiderAlert } from '@roadbook/contracts';
import { formatDuration } from '../format/units.format';
import type { DaySchedule } from '../days/day-schedule';
import { CAR_TRAIN_PASSAGE } from '../reach/reachability';
import { closedMonths } from '../route/road-seasons';

import type { SeasonClosure } from './route-legs';

/** Highs this hot are a danger in riding gear, not a comfort matter. */
const HEAT = { C: 35, F: 95 } as const;

/** What a closed seasonal road means for the day, in the rider's words. */
export function closureAlert(closure: SeasonClosure, instead: string | undefined): RiderAlert {
  const { road, season } = closure;
  const closed = `${road.name} is usually closed ${closedMonths(season)}`;
  if (closure.unavoidable) {
    return {
      kind: 'closed-road',
      unavoidable: true,
      message: `${closed}, and this trip rides it as a stop: there is no way around it. Check that it is open before you go (${season.source}), or take it out of the plan.`,
    };
  }
  return {
    kind: 'closed-road',
    message: instead
      ? `${closed}; this day goes via ${instead} instead.`
      : `${closed}; this day leaves it out.`,
  };
}

/** A sailing, or a car train, to book: the day cannot be ridden without it. */
export function ferryAlert(ferry: FerryLeg): RiderAlert {
  const time = formatDuration(ferry.crossingMinutes);
  return {
    kind: 'ferry',
    message: ferry.train
      ? `Book the car train from ${ferry.from} to ${ferry.to} ahead (${ferry.operators}): about ${time} ${CAR_TRAIN_PASSAGE[ferry.train]}, and check in well before it leaves.`
      : `Book the ferry from ${ferry.from} to ${ferry.to} ahead (${ferry.operators}): about ${time} at sea, and check-in closes about an hour before it sails.`,
  };
}

/**
 * Ice, heat and riding in the dark: what the day's weather and daylight ask the rider to do. A day
 * that arrives after sunset says by how much, whether or not the rider allows riding after dark
 * (`afterDarkAllowed`: then without telling them to change the day).
 */
export function conditionAlerts(
  weather: DayWeather,
  schedule: DaySchedule,
  { afterDarkAllowed = false }: { afterDarkAllowed?: boolean } = {},
): RiderAlert[] {
  const alerts: RiderAlert[] = [];
  const change = ' Leave earlier, shorten the day or add one.';
  const daylightLeft = schedule.daylightLeftMinutes;
  if (daylightLeft !== null && daylightLeft < 0) {
    alerts.push({
      kind: 'dark',
      message: `Arrives after dark: ${formatDuration(-daylightLeft)} of riding after sunset (${schedule.sunset}).${afterDarkAllowed ? '' : change}`,
    });
  } else if (schedule.warning) {
    alerts.push({
      kind: 'dark',
      message: `Riding into the dark: this day ${schedule.warning} (sunset ${schedule.sunset}).${change}`,
    });
  }
  const { high, low } = weather.temperature;
  const unit = weather.unit;
  const snow = weather.condition === 'snow';
  if (low <= FREEZING[unit] || snow) {
    alerts.push({
      kind: 'cold',
      message: `Freezing: lows near ${low}°${unit}${snow ? ', with snow likely' : ''}. Expect ice on shaded bends and bridges until late morning: leave once it has thawed, or choose other dates.`,
    });
  }
  if (high >= HEAT[unit]) {
    alerts.push({
      kind: 'heat',
      message: `Heat: highs near ${high}°${unit}. Ride in the morning, drink at every stop and sit out the afternoon in the shade.`,
    });
  }
  return alerts;
}

/** Most serious first: what cannot be worked around, then the road, the dark, the weather. */
export function byUrgency<T extends RiderAlert>(alerts: T[]): T[] {
  const rank = (a: RiderAlert) =>
    a.unavoidable ? 0 : ['closed-road', 'ferry', 'dark', 'cold', 'heat'].indexOf(a.kind) + 1;
  return [...alerts].sort((a, b) => rank(a) - rank(b));
}
