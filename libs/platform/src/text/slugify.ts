/**
 * Lower-case ASCII words joined by hyphens, for readable addresses: "Col du Galibier!" →
 * "col-du-galibier". Accents fold to their letter; anything else separates words.
 */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/**
 * The town a place names, for telling whether two places are the same: its first part in slug
 * form, so "Moab, UT", "moab, Utah" and "Moáb" all give "moab".
 */
export function placeKey(place: string): string {
  return slugify(place.split(',')[0] ?? '');
}
