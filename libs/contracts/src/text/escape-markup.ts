const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Control characters other than tab and line breaks, which XML 1.0 does not allow at all. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point.
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/**
 * Text made safe inside XML or HTML, in element content and in quoted attributes alike: GPX
 * files, feeds, the tags of served pages and the drawn route maps' SVG all use this one. It lives
 * in contracts, the one library every side (services, drawing, browser) may import.
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
