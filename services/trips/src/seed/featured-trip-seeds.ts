import type {
  AccommodationChoice,
  ActivityChoice,
  BudgetLevel,
  DrivingHoursValue,
  PlanTripDto,
  RouteType,
  TravelMode,
} from '@roadbook/contracts';

/**
 * The featured trips a new Roadbook starts with: well-known rides, each planned by the engine
 * like any trip. Keyed by slug, so seeding again finds them instead of adding copies.
 */
export interface FeaturedTripSeed {
  slug: string;
  description: string;
  name: string;
  travelMode: TravelMode;
  startLocation: string;
  destination: string;
  waypoints: string[];
  isRoundTrip: boolean;
  routeType: RouteType;
  activities: ActivityChoice[];
  accommodation: AccommodationChoice[];
  budget: BudgetLevel;
  drivingHours: DrivingHoursValue;
  /** The month (1-12) the road is at its best: the trip is dated on its next one. */
  bestMonth: number;
  days: number;
}

export const FEATURED_TRIP_SEEDS: readonly FeaturedTripSeed[] = [
  {
    slug: 'pacific-coast-highway-motorcycle',
    name: 'Pacific Coast Highway by Motorcycle',
    description:
      'San Francisco to Los Angeles on Highway 1: the Big Sur cliffs, Monterey Bay and the beaches of the Central Coast.',
    travelMode: 'motorcycle',
    startLocation: 'San Francisco, CA',
    destination: 'Los Angeles, CA',
    waypoints: ['Monterey, CA', 'San Luis Obispo, CA', 'Santa Barbara, CA'],
    isRoundTrip: false,
    routeType: 'scenic',
    activities: ['riding-road', 'beach', 'food'],
    accommodation: ['motel', 'hotel'],
    budget: 'moderate',
    drivingHours: '4-6',
    bestMonth: 9,
    days: 4,
  },
  {
    slug: 'blue-ridge-parkway-motorcycle',
    name: 'Blue Ridge Parkway End to End',
    description:
      'The 469 miles of curves and overlooks from the Shenandoah Valley to the Great Smoky Mountains, at Parkway pace.',
    travelMode: 'motorcycle',
    startLocation: 'Waynesboro, VA',
    destination: 'Cherokee, NC',
    waypoints: ['Roanoke, VA', 'Boone, NC', 'Asheville, NC'],
    isRoundTrip: false,
    routeType: 'scenic',
    activities: ['riding-road', 'nature', 'hiking'],
    accommodation: ['cabin', 'motel'],
    budget: 'moderate',
    drivingHours: '4-6',
    bestMonth: 10,
    days: 4,
  },
  {
    slug: 'alps-passes-motorcycle',
    name: 'Swiss and Italian Alps Passes',
    description:
      'Furka, Oberalp, Flüela and the Stelvio: hairpins over the high passes between Lucerne and the Valtellina.',
    travelMode: 'motorcycle',
    startLocation: 'Luzern, Switzerland',
    destination: 'Bormio, Italy',
    waypoints: ['Andermatt, Switzerland', 'Davos, Switzerland'],
    isRoundTrip: false,
    routeType: 'scenic',
    activities: ['riding-road', 'landmark', 'nature'],
    accommodation: ['hotel', 'bnb'],
    budget: 'comfort',
    drivingHours: '2-4',
    bestMonth: 7,
    days: 4,
  },
  {
    slug: 'route-66-rv',
    name: 'Route 66 in an RV',
    description:
      'The Mother Road from Chicago to the Pacific: diners, neon motels and the open desert of the Southwest.',
    travelMode: 'rv',
    startLocation: 'Chicago, IL',
    destination: 'Santa Monica, CA',
    waypoints: ['St. Louis, MO', 'Tulsa, OK', 'Amarillo, TX', 'Albuquerque, NM', 'Flagstaff, AZ'],
    isRoundTrip: false,
    routeType: 'fastest',
    activities: ['landmark', 'food', 'museum'],
    accommodation: ['rv-park', 'camping'],
    budget: 'budget',
    drivingHours: '6-8',
    bestMonth: 5,
    days: 10,
  },
  {
    slug: 'scottish-highlands-north-coast-500',
    name: 'Scottish Highlands: North Coast 500',
    description:
      'A loop from Inverness round the wild northern coast of Scotland: sea lochs, single-track roads and castles.',
    travelMode: 'car',
    startLocation: 'Inverness, United Kingdom',
    destination: 'Inverness, United Kingdom',
    waypoints: ['Ullapool, United Kingdom', 'Thurso, United Kingdom', 'Wick, United Kingdom'],
    isRoundTrip: true,
    routeType: 'scenic',
    activities: ['nature', 'landmark', 'hiking'],
    accommodation: ['bnb', 'hotel'],
    budget: 'moderate',
    drivingHours: '4-6',
    bestMonth: 6,
    days: 5,
  },
  {
    slug: 'great-ocean-road-car',
    name: 'Great Ocean Road',
    description:
      "Melbourne along Victoria's surf coast to the Twelve Apostles: rainforest, limestone stacks and beach towns.",
    travelMode: 'car',
    startLocation: 'Melbourne',
    destination: 'Warrnambool',
    waypoints: ['Lorne', 'Apollo Bay'],
    isRoundTrip: false,
    routeType: 'scenic',
    activities: ['beach', 'nature', 'food'],
    accommodation: ['hotel', 'bnb'],
    budget: 'moderate',
    drivingHours: '2-4',
    bestMonth: 2,
    days: 3,
  },
  {
    slug: 'canadian-rockies-rv',
    name: 'Canadian Rockies by RV',
    description:
      'Calgary to Revelstoke on the Trans-Canada: Banff National Park, Kicking Horse Pass and Rogers Pass, with turquoise lakes and glaciers.',
    travelMode: 'rv',
    startLocation: 'Calgary, AB',
    destination: 'Revelstoke, BC',
    waypoints: ['Canmore, AB', 'Banff, AB', 'Golden, BC'],
    isRoundTrip: false,
    routeType: 'scenic',
    activities: ['nature', 'hiking', 'landmark'],
    accommodation: ['rv-park', 'camping'],
    budget: 'moderate',
    drivingHours: '2-4',
    bestMonth: 8,
    days: 4,
  },
  {
    slug: 'florida-keys-car',
    name: 'Florida Keys Overseas Highway',
    description:
      'Miami to Key West over 42 bridges and the Seven Mile Bridge, with reef beaches and Key lime pie on the way.',
    travelMode: 'car',
    startLocation: 'Miami, FL',
    destination: 'Key West, FL',
    waypoints: ['Key Largo, FL', 'Marathon, FL'],
    isRoundTrip: false,
    routeType: 'scenic',
    activities: ['beach', 'food', 'attraction'],
    accommodation: ['hotel'],
    budget: 'comfort',
    drivingHours: '2-4',
    bestMonth: 3,
    days: 3,
  },
];

const DAY_MS = 24 * 3600 * 1000;
/** The trip starts at least this long after seeding, so its dates are never in the past. */
const LEAD_DAYS = 14;

/** The plan of a seed, dated on the next 15th of its best month at least two weeks ahead. */
export function featuredTripPlan(seed: FeaturedTripSeed, today: Date): PlanTripDto {
  const earliest = new Date(today.getTime() + LEAD_DAYS * DAY_MS);
  let start = new Date(Date.UTC(earliest.getUTCFullYear(), seed.bestMonth - 1, 15));
  if (start < earliest)
    start = new Date(Date.UTC(start.getUTCFullYear() + 1, seed.bestMonth - 1, 15));
  const end = new Date(start.getTime() + (seed.days - 1) * DAY_MS);
  return {
    name: seed.name,
    tripType: seed.days > 1 ? 'multi-day' : 'day',
    startDate: start.toISOString().slice(0, 10),
    endDate: end.toISOString().slice(0, 10),
    travelMode: seed.travelMode,
    travelers: 2,
    adults: 2,
    hotelRooms: 1,
    startLocation: seed.startLocation,
    destination: seed.destination,
    isRoundTrip: seed.isRoundTrip,
    waypoints: seed.waypoints,
    routeType: seed.routeType,
    activities: seed.activities,
    accommodation: seed.accommodation,
    budget: seed.budget,
    drivingHours: seed.drivingHours,
    additionalNotes: '',
    restDays: 0,
    restIn: '',
    group: [],
    rideAfterDark: false,
    loopHours: null,
  };
}
