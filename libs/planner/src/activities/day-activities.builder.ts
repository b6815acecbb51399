import type { BudgetLevel, DayActivity, DayActivityType, TravelMode } from '@roadbook/contracts';
import { scheduleDay } from '../days/day-schedule';
import type { DaySchedule } from '../days/day-schedule';
import type { SplitDay } from '../days/day-splitter';
import type { LunchStop } from '../days/lunch-town';
import { cumulativeKm, projectOnLine, round } from '../geo/geo.util';
import { formatDistance, formatDuration } from '../format/units.format';
import type { PlaceCandidate, PlaceKind } from '../ports/places.port';
import { CAR_TRAIN_PASSAGE, type FerryCrossing } from '../reach/reachability';
import { isOpenOn } from '../route/road-seasons';
import { activityIcon } from './activity-icons';
import { lodgingKind } from './lodging-kind';

export interface DayActivitiesInput {
  day: SplitDay;
  isLastDay: boolean;
  date: string;
  /** How long before sunset the day should arrive; null when the rider allows riding after dark. */
  sunsetMarginMinutes: number | null;
  mode: TravelMode;
  kinds: PlaceKind[];
  candidates: PlaceCandidate[];
  /** Places already given to an earlier day, by name. */
  used: Set<string>;
  /** Riding roads some day of the trip rides: never offered as another day's detour. */
  riddenOnTrip: ReadonlySet<string>;
  budget: BudgetLevel;
  accommodation: readonly string[];
  hotelRooms: number;
  travelers: number;
  imperial: boolean;
  /** Online providers search a circle; anything further than this from the road is dropped. */
  maxOffRouteKm: number;
  /** The plan's waypoints with a road added where the route passes it: a detour's one-tap fix. */
  waypointsWith(place: PlaceCandidate): string[];
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

/** A riding road closer than this to the day's line is ridden; further, it is a detour. */
export const ON_ROUTE_KM = 5;
/** Detours offered a day: the closest famous roads the day passes by. */
const MAX_DETOURS = 2;
/** Out and back on the side road: the offline road model's factor for short winding legs. */
const DETOUR_ROAD_FACTOR = 1.3;
const DETOUR_SPEED_KMH = 55;

export const LUNCH_MINUTES = 60;
/** Check-in for a car ferry closes about this long before it sails. */
export const FERRY_BOARDING_MINUTES = 60;
/** Ten hours from leaving to arriving is a full day on a bike; sights give way beyond it. */
const MAX_DAY_MINUTES = 600;

export interface Sight {
  place: PlaceCandidate;
  atKm: number;
  offKm: number;
  /** Time the stop adds to the day: the visit plus the detour there and back. */
  minutes: number;
}

/** Whether a sight is a riding road the day rides: on its line, in its distance and time. */
export function isRidden(s: Sight): boolean {
  return s.place.kind === 'riding-road' && s.offKm < ON_ROUTE_KM;
}

/**
 * One day's activities and its timetable: the drive, sights along it, meals, an evening in town
 * and a bed. Sights are dropped, the least convenient first, until the day ends before sunset.
 */
export function planDay(input: DayActivitiesInput): {
  activities: DayActivity[];
  schedule: DaySchedule;
  sights: Sight[];
  detours: Sight[];
} {
  const { day, mode } = input;
  if (day.rest) return planRestDay(input);
  // A long ride or a long crossing spans midday; lunch aboard costs the day no time.
  const aboard = day.lunch.kind === 'aboard';
  const withLunch = day.drivingMinutes > 180 || aboard || input.kinds.includes('food');
  const lunchMinutes = withLunch && !aboard ? LUNCH_MINUTES : 0;
  const { sights, detours } = pickSights(input);
  const timetable = () =>
    scheduleDay(
      day,
      input.date,
      mode,
      input.sunsetMarginMinutes,
      sights.reduce((m, s) => m + s.minutes, lunchMinutes) +
        day.ferries.reduce((m, f) => m + f.minutes + FERRY_BOARDING_MINUTES, 0),
    );
  let schedule = timetable();
  // A long day drops its costliest stops; a riding road on its line costs nothing and is ridden
  // whatever the day's length, so it stays listed.
  while (
    (schedule.warning || schedule.elapsedMinutes > MAX_DAY_MINUTES) &&
    sights.some((s) => s.minutes > 0)
  ) {
    const costliest = sights.reduce((a, b) => (b.minutes > a.minutes ? b : a));
    sights.splice(sights.indexOf(costliest), 1);
    schedule = timetable();
  }
  for (const s of [...sights, ...detours]) input.used.add(s.place.name);

  const out: DayActivity[] = [driving(input, schedule), ...day.ferries.map((f) => ferry(f, mode))];
  const lunchAt = day.distanceKm / 2;
  let lunchAdded = !withLunch;
  for (const s of sights) {
    if (!lunchAdded && s.atKm > lunchAt) {
      out.push(lunch(day.lunch, mode));
      lunchAdded = true;
    }
    out.push(sight(s, input));
  }
  if (!lunchAdded) out.push(lunch(day.lunch, mode));
  out.push(...detours.map((d) => detour(d, input)));
  const daylight = schedule.daylightLeftMinutes;
  if (!input.isLastDay && day.end.canOvernight) {
    if (daylight === null || daylight > 150)
      out.push(evening(day.end.shortName, input.kinds.includes('food'), mode));
    out.push(accommodation(input));
  }
  return { activities: out, schedule, sights, detours };
}

/**
 * A rest day: a day off the bike in its town, with the sights the rider chose nearby (no riding
 * road, ridden or as a detour: the bike stays parked), lunch, and the same bed a night more.
 */
function planRestDay(input: DayActivitiesInput): ReturnType<typeof planDay> {
  const { day, mode } = input;
  const { sights } = pickSights({
    ...input,
    candidates: input.candidates.filter((c) => c.kind !== 'riding-road'),
  });
  for (const s of sights) input.used.add(s.place.name);
  const schedule = scheduleDay(
    day,
    input.date,
    mode,
    input.sunsetMarginMinutes,
    sights.reduce((m, s) => m + s.minutes, LUNCH_MINUTES),
  );
  const town = day.end.shortName;
  const out: DayActivity[] = [
    {
      type: 'activity',
      title: `Rest day in ${town}`,
      description: `No riding today: a day to rest, see ${town} at walking pace and look over the ${mode === 'motorcycle' ? 'bike' : mode === 'rv' ? 'rig' : 'car'}.`,
      duration: 'All day',
      icon: activityIcon('activity', mode),
      tips:
        mode === 'motorcycle'
          ? ['Check tyre pressures and chain tension while the bike is cold.']
          : ['Check tyre pressures and top up fluids while the engine is cold.'],
      location: { lat: day.end.lat, lng: day.end.lng },
      source: 'computed',
      generic: false,
    },
    ...sights.map((s) => sight(s, input)),
    lunch(day.lunch, mode),
  ];
  if (!input.isLastDay)
    out.push(evening(town, input.kinds.includes('food'), mode), accommodation(input));
  return { activities: out, schedule, sights, detours: [] };
}

function driving(input: DayActivitiesInput, schedule: DaySchedule): DayActivity {
  const { day, mode, imperial } = input;
  const verb = mode === 'motorcycle' ? 'Ride' : 'Drive';
  const via = day.towns.filter((t) => t !== day.start.shortName && t !== day.end.shortName);
  const tips: string[] = [];
  if (day.fuelStops.length) {
    tips.push(
      `Fuel at ${day.fuelStops.map((f) => `${f.name} (${formatDistance(f.atKm, imperial)})`).join(', ')}.`,
    );
  }
  if (schedule.sunset !== 'none')
    tips.push(`Sunset ${schedule.sunset}; plan to arrive around ${schedule.arrival}.`);
  if (day.overBudget) tips.push('This day runs over your daily driving budget.');
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
    waypoints: [
      day.start.name,
      ...via,
      ...day.fuelStops.map((f) => f.name).filter((n) => !via.some((v) => n.startsWith(v))),
      day.end.name,
    ],
    location: { lat: day.start.lat, lng: day.start.lng },
    source: 'computed',
    generic: false,
  };
}

/**
 * The day's stops: every riding road on its line (ridden, so it costs no extra time), then the
 * closest sights, fewer on long days; a riding road off the line is never "ridden" but offered
 * apart as a detour. Roads closed for the season that day are neither.
 */
function pickSights(input: DayActivitiesInput): { sights: Sight[]; detours: Sight[] } {
  const { day, kinds } = input;
  const max =
    day.drivingMinutes > 360 ? 1 : day.drivingMinutes > 240 ? 2 : day.drivingMinutes > 120 ? 3 : 4;
  const line = day.geometry;
  const cum = cumulativeKm(line);
  const all = input.candidates
    .filter((c) => kinds.includes(c.kind) && !input.used.has(c.name))
    .filter((c) => c.kind !== 'riding-road' || isOpenOn(c.name, input.date))
    .map((place): Sight => {
      const { offKm, alongKm } = projectOnLine(place, line, cum);
      const minutes =
        place.kind === 'riding-road' && offKm < ON_ROUTE_KM
          ? 0
          : SIGHT_MINUTES[place.kind] + 2 * offKm;
      return { place, offKm, atKm: alongKm, minutes };
    })
    .filter((s) => s.offKm <= input.maxOffRouteKm)
    .sort((a, b) => a.offKm - b.offKm || a.place.name.localeCompare(b.place.name));
  const ridden = all.filter(isRidden);
  const others = all.filter((s) => s.place.kind !== 'riding-road').slice(0, max);
  const detours = all
    .filter(
      (s) =>
        s.place.kind === 'riding-road' && !isRidden(s) && !input.riddenOnTrip.has(s.place.name),
    )
    .slice(0, MAX_DETOURS);
  const byKm = (a: Sight, b: Sight) => a.atKm - b.atKm;
  return { sights: [...ridden, ...others].sort(byKm), detours: detours.sort(byKm) };
}

function sight({ place: c, offKm }: Sight, input: DayActivitiesInput): DayActivity {
  const type: DayActivityType = c.kind === 'riding-road' ? 'activity' : c.kind;
  const from = input.day.rest ? `from ${input.day.end.shortName}` : 'off the route';
  const off = offKm >= 2 ? ` About ${formatDistance(offKm, input.imperial)} ${from}.` : '';
  return {
    type,
    title:
      c.kind === 'riding-road'
        ? `${input.mode === 'motorcycle' ? 'Ride' : 'Drive'} ${c.name}`
        : c.name,
    description: `${c.description}${off}`,
    duration: formatDuration(SIGHT_MINUTES[c.kind]),
    url: c.url,
    icon:
      c.kind === 'riding-road'
        ? activityIcon('driving', input.mode)
        : activityIcon(type, input.mode),
    tips: [`Source: ${c.source}`],
    location: { lat: c.lat, lng: c.lng },
    offRouteKm: round(offKm, 1),
    source: `${c.provider}: ${c.source}`,
    generic: false,
  };
}

/**
 * A car ferry's crossing, or a car train's through a tunnel or over a causeway: a leg of its own,
 * with its time and who runs it.
 */
function ferry(crossing: FerryCrossing, mode: TravelMode): DayActivity {
  const time = formatDuration(crossing.minutes);
  const route = `from ${crossing.from.name} to ${crossing.to.name}`;
  return {
    type: 'activity',
    ...(crossing.train
      ? {
          title: `Car train ${route}`,
          description: `About ${time} ${CAR_TRAIN_PASSAGE[crossing.train]} with ${crossing.operators}; check in well before it leaves, and book ahead.`,
          icon: 'train',
        }
      : {
          title: `Ferry ${route}`,
          description: `About ${time} at sea with ${crossing.operators}; check in about an hour before it sails, and book ahead${mode === 'motorcycle' ? ': bikes ride on and are strapped down on the car deck' : ''}.`,
          icon: 'directions_boat',
        }),
    duration: time,
    tips: [`Source: ${crossing.source}`],
    location: { lat: crossing.from.lat, lng: crossing.from.lng },
    source: `timetable: ${crossing.source}`,
    generic: false,
  };
}

/** A riding road the day passes by: what riding it would add, and the change that adds it. */
function detour({ place: c, offKm }: Sight, input: DayActivitiesInput): DayActivity {
  const addedKm = 2 * offKm * DETOUR_ROAD_FACTOR;
  const addedMinutes = (addedKm / DETOUR_SPEED_KMH) * 60 + SIGHT_MINUTES['riding-road'];
  const cost = `+${formatDistance(addedKm, input.imperial)} / +${formatDuration(addedMinutes)}`;
  return {
    type: 'activity',
    title: `Nearby detour: ${c.name}`,
    description: `Not on this day's route: about ${cost} to ride it (estimated). ${c.description}`,
    duration: formatDuration(addedMinutes),
    url: c.url,
    icon: activityIcon('driving', input.mode),
    tips: [`Source: ${c.source}`],
    location: { lat: c.lat, lng: c.lng },
    offRouteKm: round(offKm, 1),
    detour: {
      addedKm: round(addedKm, 1),
      addedMinutes: Math.round(addedMinutes),
      waypoints: input.waypointsWith(c),
    },
    source: `${c.provider}: ${c.source}`,
    generic: false,
  };
}

/** The day's lunch break, saying how sure a meal is where it stops (../days/lunch-town.ts). */
function lunch(stop: LunchStop, mode: TravelMode): DayActivity {
  return {
    type: 'food',
    ...lunchWords(stop),
    duration: '1 h',
    icon: activityIcon('food', mode),
    tips:
      mode === 'motorcycle' && stop.kind !== 'aboard'
        ? ['Park where you can see the bike and keep the helmet with you.']
        : [],
    source: 'generic',
    generic: true,
  };
}

function lunchWords(stop: LunchStop): Pick<DayActivity, 'title' | 'description'> {
  switch (stop.kind) {
    case 'town':
      return {
        title: `Lunch in ${stop.name}`,
        description: `A midday break in ${stop.name}: pick a local diner or café on the main street.`,
      };
    case 'hamlet':
      return {
        title: `Lunch in ${stop.name}`,
        description: `${stop.name} is a small place on the road: check ahead that its café or roadhouse is open, and carry a snack in case.`,
      };
    case 'aboard':
      return {
        title: `Lunch aboard the ferry to ${stop.ferry.to.name}`,
        description: `The crossing takes about ${formatDuration(stop.ferry.minutes)}: car ferries that long usually have a café or restaurant aboard; take a snack in case.`,
      };
    case 'packed':
      return {
        title: 'Packed lunch',
        description: `No town lies near the middle of this ride: buy lunch in ${stop.from} before you leave, and stop where it is safe to pull over.`,
      };
  }
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
  if (mode === 'rv')
    tips.push('Check hookup type (30 A or 50 A), dump station and site length when booking.');
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
