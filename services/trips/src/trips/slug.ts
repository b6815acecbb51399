/** Lower-case ASCII words joined by hyphens: "Col du Galibier!" → "col-du-galibier". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A readable, unique slug for a trip: "Blue Ridge Loop!" with id 7 → "blue-ridge-loop-7". */
export function slugFor(name: string, id: number): string {
  const base = slugify(name);
  return base ? `${base}-${id}` : `trip-${id}`;
}
