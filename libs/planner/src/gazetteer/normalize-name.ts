/** Case-, accent- and punctuation-insensitive form used for every name comparison. */
export function normalizeName(text: string): string {
  // Most names are plain ASCII; skipping Unicode decomposition for them halves the index build.
  const folded = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return folded
    .toLowerCase()
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\bmt\.?\s/g, 'mount ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
