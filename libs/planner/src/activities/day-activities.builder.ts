import type { BudgetLevel, DayActivity, DayActivityType, TravelMode } from '@roadbook/contracts';
import type { DaySchedule } from '../days/day-schedule';
import type { SplitDay } from '../days/day-splitter';
import { cumulativeKm, projectOnLine, round } from '../geo/geo.util';
import { formatDistance, formatDuration } from '../format/units.format';
import type { PlaceCandidate, PlaceKind } from '../ports/places.port';
import { activityIcon } from './activity-icons';

export interface DayActivitiesInput {
  day: SplitDay;
  dayNumber: number;
  isLastDay: boolean;
  schedule: DaySchedule;
  mode: TravelMode;
  kinds: PlaceKind[];
  candidates: PlaceCandidate[];
  /** Places already given to an earlier day, by name. */
  used: Set<string>;
  budget: BudgetLevel;
  accommodation: readonly string[];
  hotelRooms: number;
  travelers: number;
  imperial: boolean;
  /** Online providers search a circle; anything further than this from the road is dropped. */
  maxOffRouteKm: number;
}

const SIGHT_MINUTES: Record<PlaceKind, number> = {
  attraction: 60,
  beach: 90,
  hiking: 150,
  landmark: 45,
  museum: 120,
  nature: 90,
  shopping: 60,
  'riding-road': 60,
  food: 60,
};

/** One day's activities: the drive, sights along it, meals, an evening in town and a bed. */
export function buildDayActivities(input: DayActivitiesInput): DayActivity[] {
  const { day, mode } = input;
  const out: DayActivity[] = [driving(input)];
  const sights = pickSights(input);
  const lunchTown = day.midTown;
  const lunchAt = day.distanceKm / 2;
  let lunchAdded = day.drivingMinutes <= 180 && !input.kinds.includes('food');
  for (const s of sights) {
    if (!lunchAdded && s.atKm > lunchAt) {
      out.push(lunch(lunchTown, mode));
      lunchAdded = true;
    }
    out.push(s.activity);
  }
  if (!lunchAdded) out.push(lunch(lunchTown, mode));
  const daylight = input.schedule.daylightLeftMinutes;
  if (!input.isLastDay && day.end.canOvernight) {
    if (daylight === null || daylight > 150) out.push(evening(day.end.shortName, input.kinds.includes('food'), mode));
    out.push(accommodation(input));
  }
  return out;
}

function driving(input: DayActivitiesInput): DayActivity {
  const { day, schedule, mode, imperial } = input;
  const verb = mode === 'motorcycle' ? 'Ride' : 'Drive';
  const via = day.towns.filter((t) => t !== day.start.shortName && t !== day.end.shortName);
  const tips: string[] = [];
  if (day.fuelStops.length) {
    tips.push(`Fuel at ${day.fuelStops.map((f) => `${f.name} (${formatDistance(f.atKm, imperial)})`).join(', ')}.`);
  }
  if (schedule.sunset !== 'none') tips.push(`Sunset ${schedule.sunset}; plan to arrive by ${schedule.arrival}.`);
  if (day.overBudget) tips.push('This day runs over your daily driving budget.');
  if (schedule.warning) tips.push(`Tight on daylight: ${schedule.warning}.`);
  return {
    type: 'driving',
    title: `${verb} from ${day.start.shortName} to ${day.end.shortName}`,
    description:
      `${formatDistance(day.distanceKm, imperial)}, about ${formatDuration(day.drivingMinutes)} on the road` +
      (via.length ? ` by way of ${via.slice(0, 5).join(', ')}` : '') +
      `. Leave ${day.start.shortName} around ${schedule.departure} to reach ${day.end.shortName} near ${schedule.arrival} with breaks.`,
    duration: formatDuration(day.drivingMinutes),
    icon: activityIcon('driving', mode),
    tips,
    waypoints: [day.start.name, ...via, ...day.fuelStops.map((f) => f.name).filter((n) => !via.some((v) => n.startsWith(v))), day.end.name],
    location: { lat: day.start.lat, lng: day.start.lng },
    source: 'computed',
    generic: false,
  };
}

function pickSights(input: DayActivitiesInput): { atKm: number; activity: DayActivity }[] {
  const { day, kinds, mode } = input;
  const max = day.drivingMinutes > 360 ? 1 : day.drivingMinutes > 240 ? 2 : day.drivingMinutes > 120 ? 3 : 4;
  const line = day.geometry;
  const cum = cumulativeKm(line);
  const scored = input.candidates
    .filter((c) => kinds.includes(c.kind) && !input.used.has(c.name))
    .map((c) => {
      const { offKm, alongKm } = projectOnLine(c, line, cum);
      // Riding roads on the way are the point of a motorcycle trip; other sights earn their
      // place by being close to the road.
      const bonus = c.kind === 'riding-road' && mode === 'motorcycle' && offKm <= 30 ? 30 : 0;
      return { c, offKm, alongKm, score: offKm - bonus };
    })
    .filter((s) => s.offKm <= input.maxOffRouteKm)
    .sort((a, b) => a.score - b.score || a.c.name.localeCompare(b.c.name))
    .slice(0, max)
    .sort((a, b) => a.alongKm - b.alongKm);
  return scored.map(({ c, offKm, alongKm }) => {
    input.used.add(c.name);
    return { atKm: alongKm, activity: sight(c, offKm, input) };
  });
}

function sight(c: PlaceCandidate, offKm: number, input: DayActivitiesInput): DayActivity {
  const type: DayActivityType = c.kind === 'riding-road' ? 'activity' : c.kind;
  const off = offKm >= 2 ? ` About ${formatDistance(offKm, input.imperial)} off the route.` : '';
  return {
    type,
    title: c.kind === 'riding-road' ? `${input.mode === 'motorcycle' ? 'Ride' : 'Drive'} ${c.name}` : c.name,
    description: `${c.description}${off}`,
    duration: formatDuration(SIGHT_MINUTES[c.kind]),
    url: c.url,
    icon: c.kind === 'riding-road' ? activityIcon('driving', input.mode) : activityIcon(type, input.mode),
    tips: [`Source: ${c.source}`],
    location: { lat: c.lat, lng: c.lng },
    offRouteKm: round(offKm, 1),
    source: `${c.provider}: ${c.source}`,
    generic: false,
  };
}

function lunch(town: string, mode: TravelMode): DayActivity {
  return {
    type: 'food',
    title: `Lunch in ${town}`,
    description: `A midday break in ${town}: pick a local diner or café on the main street.`,
    duration: '1 h',
    icon: activityIcon('food', mode),
    tips: mode === 'motorcycle' ? ['Park where you can see the bike and keep the helmet with you.'] : [],
    source: 'generic',
    generic: true,
  };
}

function evening(town: string, food: boolean, mode: TravelMode): DayActivity {
  return {
    type: food ? 'food' : 'activity',
    title: food ? `Dinner in ${town}` : `Evening in ${town}`,
    description: food
      ? `Try the local food in ${town}; ask at your lodging for where locals eat.`
      : `Stretch your legs with a walk around ${town} before dark.`,
    duration: food ? '1 h 30 min' : '1 h',
    icon: activityIcon(food ? 'food' : 'activity', mode),
    tips: [],
    source: 'generic',
    generic: true,
  };
}

function accommodation(input: DayActivitiesInput): DayActivity {
  const { day, mode, budget, hotelRooms, travelers } = input;
  const kind = lodgingKind(input.accommodation, budget, mode);
  const rooms = hotelRooms === 1 ? '1 room' : `${hotelRooms} rooms`;
  const tips = [`Book ${rooms} for ${travelers} ${travelers === 1 ? 'traveler' : 'travelers'}.`];
  if (mode === 'motorcycle') tips.push('Ask for covered or well-lit parking near your room.');
  if (mode === 'rv') tips.push('Check hookup type (30 A or 50 A), dump station and site length when booking.');
  return {
    type: 'accommodation',
    title: `${kind.label} in ${day.end.shortName}`,
    description: `${kind.description} in or near ${day.end.name}. Budget: ${budget}.`,
    duration: 'Overnight',
    address: day.end.name,
    icon: activityIcon('accommodation', mode),
    tips,
    location: { lat: day.end.lat, lng: day.end.lng },
    source: 'generic',
    generic: true,
  };
}

function lodgingKind(prefs: readonly string[], budget: BudgetLevel, mode: TravelMode): { label: string; description: string } {
  const pref = prefs.map((p) => p.toLowerCase()).find(Boolean) ?? '';
  if (mode === 'rv' || /rv/.test(pref)) return { label: 'RV park', description: 'An RV park or campground with hookups' };
  if (/camp/.test(pref)) return { label: 'Campground', description: 'A campground with tent sites and showers' };
  if (/cabin/.test(pref)) return { label: 'Cabin', description: 'A cabin rental' };
  if (/b&b|bnb|guest/.test(pref)) return { label: 'B&B', description: 'A bed and breakfast or guesthouse' };
  if (/motel/.test(pref)) return { label: 'Motel', description: 'A motel with parking at the door' };
  switch (budget) {
    case 'budget':
      return { label: 'Motel', description: 'An inexpensive motel or campground' };
    case 'moderate':
      return { label: 'Hotel', description: 'A mid-range hotel' };
    case 'comfort':
      return { label: 'Hotel', description: 'An upscale hotel or a well-rated B&B' };
    case 'luxury':
      return { label: 'Hotel', description: 'A luxury or boutique hotel' };
  }
}
