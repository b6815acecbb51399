import type { Day, DayActivity, ItineraryResponse, Stop } from '@roadbook/contracts';
import { thumbnailCandidates } from './thumbnail-candidates';

const moab: Stop = { name: 'Moab, UT', lat: 38.5733, lng: -109.5498, role: 'waypoint' };
const kanab: Stop = { name: 'Kanab, UT', lat: 37.0475, lng: -112.5263, role: 'overnight' };

function activity(overrides: Partial<DayActivity>): DayActivity {
  return {
    type: 'landmark',
    title: 'A place',
    description: '',
    duration: '1 h',
    source: 'curated: Wikipedia',
    generic: false,
    ...overrides,
  };
}

function itineraryOf(activities: DayActivity[]): ItineraryResponse {
  const day = { day: 2, activities, facts: { start: moab, end: kanab } } as unknown as Day;
  return { itinerary: { days: [day], rideTips: [] } } as unknown as ItineraryResponse;
}

describe('thumbnailCandidates', () => {
  it('keeps named places without an image, skipping drives, generic stops and pictured ones', () => {
    const candidates = thumbnailCandidates(
      itineraryOf([
        activity({ type: 'driving', title: 'Ride from Moab to Kanab' }),
        activity({ title: 'Delicate Arch', location: { lat: 38.7436, lng: -109.4993 } }),
        activity({ type: 'food', title: 'Lunch in Green River', generic: true }),
        activity({ title: 'Coral Pink Sand Dunes', imageUrl: '/api/media/abc.jpg' }),
        activity({ type: 'museum', title: 'Kanab Heritage House', address: '1 Main St, Kanab' }),
      ]),
    );
    expect(candidates).toEqual([
      {
        day: 2,
        activity: 1,
        query: { text: 'Delicate Arch, Moab, UT', near: { lat: 38.7436, lng: -109.4993 } },
      },
      { day: 2, activity: 4, query: { text: 'Kanab Heritage House, 1 Main St, Kanab' } },
    ]);
  });

  it('names a place by the nearer town of its day, the end when it has no point', () => {
    const [near, unplaced] = thumbnailCandidates(
      itineraryOf([
        activity({ title: 'Zion Overlook', location: { lat: 37.2, lng: -112.9 } }),
        activity({ title: 'Slot canyon' }),
      ]),
    );
    expect(near.query.text).toBe('Zion Overlook, Kanab, UT');
    expect(unplaced.query.text).toBe('Slot canyon, Kanab, UT');
  });
});
