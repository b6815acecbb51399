import { ACTIVITY_CHOICES, travelModeLabel } from '../planner/plan-form.options';
import type { PublicTrip } from './trip.types';

/** What a page about a trip tells search engines and link previews. */
export interface TripPageMeta {
  title: string;
  description: string;
  keywords: string[];
}

type MetaTrip = Pick<
  PublicTrip,
  'name' | 'description' | 'startLocation' | 'destination' | 'travelMode' | 'activities'
>;

function label(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

function routeWords(trip: Pick<PublicTrip, 'startLocation' | 'destination'>): string {
  return trip.startLocation && trip.destination
    ? `from ${trip.startLocation} to ${trip.destination}`
    : 'with a day-by-day itinerary';
}

/**
 * A featured trip's page (/trips/{slug}): the same words in the served HTML (for crawlers) and
 * in the app (for people), so a link preview matches the page it opens.
 */
export function featuredTripMeta(trip: MetaTrip, brand: string): TripPageMeta {
  const mode = travelModeLabel(trip.travelMode);
  return {
    title: `${trip.name} | Featured Route | ${brand}`,
    description:
      trip.description?.trim() ||
      `${trip.name}: a ${mode.toLowerCase()} road trip ${routeWords(trip)}.`,
    keywords: [
      `${mode} road trip`,
      'featured route',
      trip.startLocation,
      trip.destination,
      ...trip.activities.map((activity) => label(ACTIVITY_CHOICES, activity)),
    ].filter(Boolean),
  };
}

/** A trip opened through its share link (/shared/{shareableId}); generic before it loads. */
export function sharedTripMeta(trip: MetaTrip | undefined, brand: string): TripPageMeta {
  if (!trip) {
    return {
      title: `Shared Road Trip | ${brand}`,
      description: `View a shared road trip itinerary on ${brand}.`,
      keywords: ['shared road trip', 'itinerary'],
    };
  }
  const name = trip.name || 'Shared Road Trip';
  return {
    title: `${name} | Shared Road Trip | ${brand}`,
    description: `${name}: a road trip ${routeWords(trip)}, shared on ${brand}.`,
    keywords: ['shared road trip', trip.startLocation, trip.destination].filter(Boolean),
  };
}
