import type { Day, DayActivity, ItineraryResponse, LatLng } from '@roadbook/contracts';
import type { PhotoQuery } from './google-place-photos';

export interface ThumbnailCandidate {
  day: number;
  /** Index of the activity in its day. */
  activity: number;
  query: PhotoQuery;
}

/**
 * The activities a photo suits: named places (not "Lunch in Moab", not the day's drive) that
 * have no image yet, each with the words and the point to look it up by.
 */
export function thumbnailCandidates(itinerary: ItineraryResponse): ThumbnailCandidate[] {
  return itinerary.itinerary.days.flatMap((day) =>
    day.activities.flatMap((activity, index) =>
      isNamedPlace(activity)
        ? [{ day: day.day, activity: index, query: queryFor(activity, day) }]
        : [],
    ),
  );
}

function isNamedPlace(activity: DayActivity): boolean {
  return (
    activity.type !== 'driving' &&
    !activity.generic &&
    !activity.imageUrl &&
    activity.title.trim() !== ''
  );
}

/** The title with its address, or else with the nearer of the day's two towns. */
function queryFor(activity: DayActivity, day: Day): PhotoQuery {
  const where = activity.address ?? nearerTown(activity.location, day);
  return {
    text: `${activity.title.trim()}, ${where}`,
    ...(activity.location && { near: activity.location }),
  };
}

function nearerTown(point: LatLng | undefined, { facts: { start, end } }: Day): string {
  if (!point) return end.name;
  const degrees = (a: LatLng) => Math.hypot(a.lat - point.lat, (a.lng - point.lng) * cosLat(point));
  return degrees(start) < degrees(end) ? start.name : end.name;
}

function cosLat({ lat }: LatLng): number {
  return Math.cos((lat * Math.PI) / 180);
}
