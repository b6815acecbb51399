import { slugify } from '@roadbook/platform';

/** A readable, unique slug for a trip: "Blue Ridge Loop!" with id 7 → "blue-ridge-loop-7". */
export function slugFor(name: string, id: number): string {
  const base = slugify(name);
  return base ? `${base}-${id}` : `trip-${id}`;
}
