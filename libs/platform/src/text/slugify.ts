import { slugify } from '@roadbook/contracts';

// Made in the contracts, so the web app suggests the same slugs the services make.
export { slugify };

/**
 * The town a place names, for telling whether two places are the same: its first part in slug
 * form, so "Moab, UT", "moab, Utah" and "Moáb" all give "moab".
 */
export function placeKey(place: string): string {
  return slugify(place.split(',')[0] ?? '');
}
