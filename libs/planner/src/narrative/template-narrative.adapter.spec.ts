import type { NarrativeFacts } from '../ports/narrative.port';
import { writeNarrative } from './template-narrative.adapter';

const day = {
  day: 1,
  date: '2026-06-12',
  start: 'Asheville',
  end: 'Robbinsville',
  distance: '98 miles',
  drivingTime: '3 h 5 min',
  drivingMinutes: 185,
  towns: ['Waynesville', 'Bryson City'],
  sights: ['Fontana Dam'],
  ridingRoads: ['Tail of the Dragon'],
  fuelStops: [],
  fuelWarnings: [],
  sunset: '20:49',
  arrival: '15:10',
  weather: {
    condition: 'rainy' as const,
    temperature: { high: 75, low: 44 },
    unit: 'F' as const,
    description: 'Typical for June.',
    source: 'typical' as const,
  },
  overBudget: false,
  restDay: false,
};

const facts = (travelMode: NarrativeFacts['travelMode']): NarrativeFacts => ({
  tripName: 'Dragon weekend',
  travelMode,
  routeType: 'scenic',
  isRoundTrip: false,
  start: 'Asheville, NC',
  destination: 'Robbinsville, NC',
  waypoints: [],
  totalDistance: '98 miles',
  totalDrivingTime: '3 h 5 min',
  additionalNotes: '',
  days: [day],
  highlights: ['Tail of the Dragon', 'Fontana Dam'],
  fuelRangeKm: travelMode === 'motorcycle' ? 250 : null,
  fuelRangeSetBy: null,
  imperial: false,
  warnings: [],
  daylight: null,
});

describe('writeNarrative', () => {
  it('writes rider tips on gear, fuel, twisties and rest from the trip facts', () => {
    const n = writeNarrative(facts('motorcycle'));
    const tips = n.rideTips.join(' ');
    expect(tips).toMatch(/layers/);
    expect(tips).toMatch(/rain gear/);
    expect(tips).toMatch(/every 250 km/);
    expect(tips).toMatch(/twisties/);
    expect(tips).toMatch(/Rest every 90 minutes.*Day 1 at 3 h 5 min/);
    expect(n.days[0].title).toBe('Day 1: Asheville to Robbinsville via Tail of the Dragon');
    expect(n.days[0].description).toContain('Ride Tail of the Dragon.');
    expect(n.overview).toMatch(/^A one-day motorcycle trip/);
  });

  it('writes RV tips on clearances, campgrounds and hookups', () => {
    const tips = writeNarrative(facts('rv')).rideTips.join(' ');
    expect(tips).toMatch(/clearances/);
    expect(tips).toMatch(/campgrounds/);
    expect(tips).toMatch(/hookups/);
  });

  it('describes a loop back to its start without sending the rider "out to" the start', () => {
    const loop = { ...facts('motorcycle'), isRoundTrip: true, destination: 'Asheville, NC' };
    expect(writeNarrative(loop).overview).toContain('a loop from Asheville, NC and back');
    const outAndBack = { ...facts('motorcycle'), isRoundTrip: true };
    expect(writeNarrative(outAndBack).overview).toContain(
      'a loop from Asheville, NC out to Robbinsville, NC and back',
    );
  });

  it('writes car tips and is deterministic', () => {
    expect(writeNarrative(facts('car'))).toEqual(writeNarrative(facts('car')));
    expect(writeNarrative(facts('car')).rideTips.join(' ')).toMatch(/Share the driving/);
  });
});
