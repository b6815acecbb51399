import { RELATED_ARTICLES_LIMIT, TRIP_ARTICLES_LIMIT } from './blog.messages';
import { featuredTripsArticlesArgs, tripPageArticlesArgs } from './trip-articles';

const canyon = {
  activities: ['nature', 'landmark'],
  startLocation: 'Denver, CO',
  waypoints: ['Grand Junction, CO'],
  destination: 'Moab, UT',
};
const skyway = {
  activities: ['riding-road', 'nature'],
  startLocation: 'Durango, CO',
  waypoints: [],
  destination: 'Moab, UT',
};

describe('tripPageArticlesArgs', () => {
  it('asks with the trip activities and its places from start to end', () => {
    expect(tripPageArticlesArgs(canyon)).toEqual({
      activities: ['nature', 'landmark'],
      places: ['Denver, CO', 'Grand Junction, CO', 'Moab, UT'],
      limit: RELATED_ARTICLES_LIMIT,
    });
  });

  it('does not share its lists with the trip', () => {
    const args = tripPageArticlesArgs(canyon);
    expect(args.activities).not.toBe(canyon.activities);
    expect(args.places).not.toBe(canyon.waypoints);
  });
});

describe('featuredTripsArticlesArgs', () => {
  it('asks with every trait of the trips once, in the order first seen', () => {
    expect(featuredTripsArticlesArgs([canyon, skyway])).toEqual({
      activities: ['nature', 'landmark', 'riding-road'],
      places: ['Denver, CO', 'Grand Junction, CO', 'Moab, UT', 'Durango, CO'],
      limit: TRIP_ARTICLES_LIMIT.travelInspiration,
    });
  });

  it('keeps within what one request may say', () => {
    const many = Array.from({ length: TRIP_ARTICLES_LIMIT.places }, (_, index) => ({
      activities: [`activity-${index}`],
      startLocation: `Start ${index}`,
      waypoints: [],
      destination: `End ${index}`,
    }));
    const args = featuredTripsArticlesArgs(many);
    expect(args.activities).toHaveLength(TRIP_ARTICLES_LIMIT.activities);
    expect(args.places).toHaveLength(TRIP_ARTICLES_LIMIT.places);
    expect(args.places.slice(0, 3)).toEqual(['Start 0', 'End 0', 'Start 1']);
  });

  it('asks with nothing to match when no trip is featured', () => {
    expect(featuredTripsArticlesArgs([])).toEqual({
      activities: [],
      places: [],
      limit: TRIP_ARTICLES_LIMIT.travelInspiration,
    });
  });
});
