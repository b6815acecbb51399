import { slugify } from '../text/slugify';
import { TRIP_DESCRIPTION_MAX_LENGTH } from './trip-messages';

/**
 * Featuring a trip (docs/adr/0005-featured-trips.md): the slug its page opens at, `/trips/{slug}`,
 * and the description visitors read on the featured list. One set of rules for the admin's
 * dialog, the gateway and the trips service.
 */
export const TRIP_SLUG_MAX_LENGTH = 100;
export const TRIP_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const FEATURED_DESCRIPTION_MAX_LENGTH = TRIP_DESCRIPTION_MAX_LENGTH;

export const FeaturingMessages = {
  slugInvalid: 'Slug may hold only lowercase letters, digits and single hyphens between them',
  slugTooLong: `Slug must be at most ${TRIP_SLUG_MAX_LENGTH} characters`,
  slugTaken: 'That slug is already taken by another trip: choose another one',
  descriptionRequired: 'A featured trip needs a description',
  descriptionTooLong: `Description must be at most ${FEATURED_DESCRIPTION_MAX_LENGTH} characters`,
  onlyWhenFeaturing: 'slug and description are given only when featuring a trip',
} as const;

/** A readable, unique slug for a trip: "Blue Ridge Loop!" with id 7 → "blue-ridge-loop-7". */
export function suggestedTripSlug(name: string, id: number): string {
  const base = slugify(name);
  return base ? `${base}-${id}` : `trip-${id}`;
}

/** The problem with a slug an admin typed, or null when it may be used. */
export function tripSlugProblem(slug: string): string | null {
  if (slug.length > TRIP_SLUG_MAX_LENGTH) return FeaturingMessages.slugTooLong;
  return TRIP_SLUG_PATTERN.test(slug) ? null : FeaturingMessages.slugInvalid;
}

/** The problem with a featured trip's description, or null when it may be used. */
export function featuredDescriptionProblem(description: string): string | null {
  const words = description.trim();
  if (!words) return FeaturingMessages.descriptionRequired;
  return words.length > FEATURED_DESCRIPTION_MAX_LENGTH
    ? FeaturingMessages.descriptionTooLong
    : null;
}
