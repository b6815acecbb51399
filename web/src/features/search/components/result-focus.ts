import type { KeyboardEvent } from 'react';

/** Marks each result link, so the arrow keys can move between them in page order. */
export const RESULT_ATTRIBUTE = 'data-search-result';

function resultLinks(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${RESULT_ATTRIBUTE}]`)];
}

/**
 * Arrow keys over the results: Down from the search box goes to the first result, Down and Up
 * move between results, Up from the first goes back to the box. Enter opens a result (it is a
 * link); Tab keeps working as usual.
 */
export function moveFocusWithArrows(
  event: KeyboardEvent<HTMLElement>,
  root: HTMLElement | null,
  searchBox: HTMLElement | null,
): void {
  if (!root || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const links = resultLinks(root);
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? current + 1 : current - 1;
  if (current === -1 && event.key === 'ArrowUp') return;
  event.preventDefault();
  if (next < 0) searchBox?.focus();
  else links[Math.min(next, links.length - 1)].focus();
}
