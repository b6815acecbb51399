import type { TravelMode } from '@roadbook/contracts';
import { list } from '../format/list.format';
import { formatDistance } from '../format/units.format';
import type {
  Narrative,
  NarrativeDayFacts,
  NarrativeFacts,
  NarrativePort,
} from '../ports/narrative.port';

/**
 * Writes the narrative from the computed facts only. Phrasing varies with a hash of the trip so
 * two plans do not read alike, yet the same plan always reads the same.
 */
export class TemplateNarrativeAdapter implements NarrativePort {
  readonly name = 'templates';

  write(facts: NarrativeFacts): Promise<Narrative> {
    return Promise.resolve(writeNarrative(facts));
  }
}

export function writeNarrative(facts: NarrativeFacts): Narrative {
  const pick = picker(`${facts.tripName}|${facts.start}|${facts.destination}`);
  return {
    overview: overview(facts, pick),
    days: facts.days.map((d) => ({
      title: dayTitle(d, facts, pick),
      description: dayDescription(d, facts),
    })),
    rideTips: rideTips(facts),
  };
}

type Pick = <T>(options: readonly T[]) => T;

function picker(seed: string): Pick {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  return <T>(options: readonly T[]) => {
    h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
    return options[h % options.length];
  };
}

function noun(mode: TravelMode): string {
  switch (mode) {
    case 'motorcycle':
      return 'motorcycle trip';
    case 'car':
      return 'road trip';
    case 'rv':
      return 'RV journey';
  }
}

function overview(f: NarrativeFacts, pick: Pick): string {
  const days = f.days.length;
  const span = days === 1 ? 'A one-day' : `A ${days}-day`;
  // A loop may name its start as its destination too: then there is no "out to" to speak of.
  const path = !f.isRoundTrip
    ? `run from ${f.start} to ${f.destination}`
    : f.destination === f.start
      ? `loop from ${f.start} and back`
      : `loop from ${f.start} out to ${f.destination} and back`;
  const via = f.waypoints.length ? ` by way of ${list(f.waypoints)}` : '';
  const roads =
    f.routeType === 'scenic'
      ? pick([
          'on back roads that skip the interstates and tolls',
          'favouring scenic roads over motorways',
        ])
      : f.routeType === 'shortest'
        ? 'on the shortest roads'
        : pick(['on the quickest roads', 'on main highways where they save time']);
  const parts = [
    `${span} ${noun(f.travelMode)}: a ${path}${via}, ${f.totalDistance} in total with about ${f.totalDrivingTime} of ${f.travelMode === 'motorcycle' ? 'riding' : 'driving'}, ${roads}.`,
  ];
  if (f.highlights.length)
    parts.push(
      `${pick(['Highlights', 'Along the way', 'Worth the trip'])}: ${list(f.highlights.slice(0, 5))}.`,
    );
  const nights = [...new Set(f.days.slice(0, -1).map((d) => d.end))];
  if (nights.length) parts.push(`Nights in ${list(nights)}.`);
  const rests = f.days.filter((d) => d.restDay);
  if (rests.length)
    parts.push(
      rests.length === 1
        ? `A rest day in ${rests[0].end}.`
        : `${rests.length} rest days in ${list([...new Set(rests.map((d) => d.end))])}.`,
    );
  if (f.warnings.length) parts.push(f.warnings[0]);
  return parts.join(' ');
}

function dayTitle(d: NarrativeDayFacts, f: NarrativeFacts, pick: Pick): string {
  if (d.restDay) return `Day ${d.day}: Rest day in ${d.end}`;
  const via = d.ridingRoads.find((name) => name !== d.start && name !== d.end);
  if (d.start === d.end) {
    const sight = via ?? d.sights[0];
    return sight ? `Day ${d.day}: ${d.start} loop via ${sight}` : `Day ${d.day}: Around ${d.start}`;
  }
  if (via) return `Day ${d.day}: ${d.start} to ${d.end} via ${via}`;
  const last = d.day === f.days.length;
  return last && f.days.length > 1
    ? `Day ${d.day}: ${pick(['Home stretch', 'Final leg', 'Last miles'])} to ${d.end}`
    : `Day ${d.day}: ${d.start} to ${d.end}`;
}

function dayDescription(d: NarrativeDayFacts, f: NarrativeFacts): string {
  if (d.restDay) return restDayDescription(d, f);
  const parts = [`${d.distance} (about ${d.drivingTime} on the road) from ${d.start} to ${d.end}.`];
  const towns = d.towns.filter((t) => t !== d.start && t !== d.end);
  if (towns.length) parts.push(`The route passes ${list(towns.slice(0, 4))}.`);
  if (d.ridingRoads.length)
    parts.push(`${f.travelMode === 'motorcycle' ? 'Ride' : 'Drive'} ${list(d.ridingRoads)}.`);
  if (d.sights.length) parts.push(`Stops: ${list(d.sights)}.`);
  if (d.fuelStops.length) parts.push(`Fuel in ${list(d.fuelStops)}.`);
  parts.push(...d.fuelWarnings);
  parts.push(`${d.weather.description}`);
  if (d.sunset !== 'none') parts.push(`Arrive around ${d.arrival}; sunset is at ${d.sunset}.`);
  if (d.overBudget) parts.push('A long day: it runs over your daily driving budget.');
  return parts.join(' ');
}

function restDayDescription(d: NarrativeDayFacts, f: NarrativeFacts): string {
  const parts = [
    `A day off the ${f.travelMode === 'motorcycle' ? 'bike' : 'road'} in ${d.end}: no riding, the same bed tonight.`,
  ];
  if (d.sights.length) parts.push(`Nearby: ${list(d.sights)}.`);
  parts.push(`${d.weather.description}`);
  return parts.join(' ');
}

/** "155 miles", or for a group "85 miles (Ana's range of 99 miles, the group's smallest, less a reserve)". */
function fuelSpacing(f: NarrativeFacts): string {
  const spacing = formatDistance(f.fuelRangeKm!, f.imperial);
  const rider = f.fuelRangeSetBy;
  return rider
    ? `${spacing} (${rider.name}'s range of ${formatDistance(rider.fuelRangeKm, f.imperial)}, the group's smallest, less a reserve)`
    : spacing;
}

function rideTips(f: NarrativeFacts): string[] {
  const tips: string[] = [];
  if (f.daylight) {
    tips.push(
      `The days are short: each is planned to arrive at least ${f.daylight.margin} before sunset, so none rides more than about ${f.daylight.ridingTime}.`,
    );
  }
  const longest = f.days.reduce((a, b) => (b.drivingMinutes > a.drivingMinutes ? b : a));
  const cold = f.days.some((d) => d.weather.temperature.low <= (d.weather.unit === 'F' ? 45 : 7));
  const wet = f.days.some((d) => d.weather.condition === 'rainy' || d.weather.condition === 'snow');
  const hot = f.days.some((d) => d.weather.temperature.high >= (d.weather.unit === 'F' ? 90 : 32));
  switch (f.travelMode) {
    case 'motorcycle': {
      tips.push(
        cold
          ? 'Pack layers and a heated or insulated liner: mornings on this route are cold, and wind chill at speed makes it colder.'
          : 'Wear full gear even on warm days; vented textile or mesh keeps you cool without giving up protection.',
      );
      if (wet)
        tips.push(
          'Carry rain gear within reach; roads are slickest in the first half hour of rain.',
        );
      if (hot)
        tips.push('Drink at every stop and soak a neck cooler in the heat of the afternoon.');
      tips.push(
        !f.fuelRangeKm
          ? 'Fill up before remote stretches.'
          : f.days.some((d) => d.fuelWarnings.length)
            ? `Fuel is planned at least every ${fuelSpacing(f)}, except on the stretches the days below warn about: carry spare fuel there, and fill up whenever you pass a station after half a tank in empty country.`
            : `Fuel is planned at least every ${fuelSpacing(f)}; fill up whenever you pass a station after half a tank in empty country.`,
      );
      if (f.highlights.length || f.routeType === 'scenic') {
        tips.push(
          'On the twisties, brake before the bend, look through the exit and stay in your lane: oncoming traffic cuts corners.',
        );
      }
      tips.push(
        `Rest every 90 minutes; your longest day is Day ${longest.day} at ${longest.drivingTime} of riding.`,
      );
      break;
    }
    case 'rv':
      tips.push(
        "Know your rig's height and check clearances on bridges, tunnels and fuel-station canopies before each day.",
      );
      tips.push(
        'Book campgrounds ahead in season and confirm hookups (30 A or 50 A), water and a dump station.',
      );
      tips.push(
        'Use lower gears on long descents to spare the brakes, and pull over to let traffic pass.',
      );
      tips.push(
        `Your longest day is Day ${longest.day} at ${longest.drivingTime}; break every two hours.`,
      );
      break;
    case 'car':
      tips.push(
        `Share the driving on long days; the longest is Day ${longest.day} at ${longest.drivingTime}.`,
      );
      tips.push('Download offline maps: mobile coverage drops on remote stretches.');
      if (wet) tips.push('Keep wipers and tyres in good shape; the season brings wet roads.');
      break;
  }
  if (f.days.some((d) => d.overBudget))
    tips.push(
      'Some days run over your driving budget; add a day or choose a longer daily range to ease them.',
    );
  return tips;
}
