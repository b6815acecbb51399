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
