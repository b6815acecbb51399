import type { Day, DayActivity, Trip, TripItinerary } from '@roadbook/contracts';

export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 7,
    userId: null,
    shareableId: null,
    slug: null,
    name: 'Rockies to Red Rock',
    description: null,
    tripType: 'multi-day',
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    travelMode: 'motorcycle',
    travelers: 1,
    adults: 1,
    hotelRooms: 1,
    startLocation: 'Denver, CO',
    destination: 'Moab, UT',
    isRoundTrip: false,
    waypoints: [],
    routeType: 'scenic',
    activities: ['nature', 'riding-road'],
    accommodation: [],
    budget: 'moderate',
    drivingHours: '4-6',
    additionalNotes: '',
    isSaved: false,
    isFeatured: false,
    isPublic: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    version: 1,
    generationStatus: 'ready',
    generationError: null,
    ...overrides,
  };
}

function activity(title: string, extra: Partial<DayActivity> = {}): DayActivity {
  return {
    type: 'attraction',
    title,
    description: `${title} description`,
    duration: '1 h',
    source: 'curated',
    generic: false,
    ...extra,
  };
}

function makeDay(day: number, activities: DayActivity[]): Day {
  const stop = {
    name: `Town ${day}`,
    lat: 39 - day * 0.2,
    lng: -105 + day,
    role: 'overnight' as const,
  };
  return {
    day,
    title: `Day ${day}: Town ${day - 1} to Town ${day}`,
    date: null,
    distance: `${100 + day} miles`,
    weather: {
      condition: 'sunny',
      temperature: { high: 70, low: 45 },
      unit: 'F',
      description: 'Clear and dry',
      source: 'typical',
    },
    activities,
    description: `Riding day ${day}.`,
    facts: {
      start: stop,
      end: stop,
      distanceKm: 160,
      drivingMinutes: 180,
      elapsedMinutes: 240,
      departure: '08:30',
      arrival: '13:00',
      sunrise: '05:40',
      sunset: '20:20',
      timeZone: 'America/Denver',
      fuelStops: [],
      overBudget: false,
      geometry: [],
    },
  };
}

export function makeItinerary(): TripItinerary {
  const days = [
    makeDay(1, [
      activity('Ride out of Denver', { type: 'driving', address: 'Denver, CO' }),
      activity('Lunch in Leadville', { type: 'food', address: '120 Harrison Ave, Leadville' }),
      activity('Evening stroll', { type: 'mystery-type' as DayActivity['type'] }),
    ]),
    makeDay(2, [activity('Black Canyon', { type: 'nature', tips: ['Go early for the light.'] })]),
    makeDay(3, [activity('Arches', { type: 'landmark', address: 'Arches National Park, UT' })]),
  ];
  return {
    itinerary: { days, rideTips: ['Pack layers.', 'Fuel up in Grand Junction.'] },
    mapData: {
      center: { lat: 39, lng: -107 },
      route: { routes: [{ legs: [], summary: '', warnings: [] }] },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-105, 39.7],
          [-107, 39.2],
          [-109.5, 38.6],
        ],
      },
      bounds: { southwest: { lat: 38.6, lng: -109.5 }, northeast: { lat: 39.7, lng: -105 } },
    },
    overview: 'Three days from the Front Range to the red rock.',
    totalDistance: '391 miles',
    facts: {
      units: 'imperial',
      totalDistanceKm: 630,
      totalDrivingMinutes: 600,
      stops: [
        { name: 'Denver, CO', lat: 39.7, lng: -105, role: 'start' },
        { name: 'Moab, UT', lat: 38.6, lng: -109.5, role: 'destination' },
      ],
      providers: {
        geocoder: { provider: 'offline', fellBack: false },
        router: { provider: 'offline', fellBack: false },
        places: { provider: 'offline', fellBack: false },
        weather: { provider: 'offline', fellBack: false },
        narrative: { provider: 'offline', fellBack: false },
      },
      estimates: { distance: true, duration: true, weather: true, sunTimes: false },
      warnings: [],
      dailyBudgetHours: 6,
      fuelRangeKm: 250,
    },
    version: 1,
    createdAt: '2026-05-01T10:00:00.000Z',
  };
}

export const RIDER = {
  id: 3,
  email: 'rider@example.com',
  username: 'rider',
  profileImageUrl: null,
  role: 'user',
};
