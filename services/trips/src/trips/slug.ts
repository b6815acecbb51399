/** A readable, URL-safe slug: "Blue Ridge Loop!" with id 7 → "blue-ridge-loop-7". */
export function slugFor(name: string, id: number): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base ? `${base}-${id}` : `trip-${id}`;
}
