import { escapeMarkup } from '@roadbook/contracts';

/** What a link preview or a search result shows for a page. */
export interface PageHead {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Absolute. */
  url: string;
  /** Absolute. */
  image?: string;
  type: 'article' | 'website';
  publishedTime?: string;
  siteName: string;
  /**
   * Kept out of search results while link previews may still read it: a shared trip is a
   * rider's own, passed on by hand (`robots.txt` lets crawlers fetch it so previews work).
   */
  noindex?: boolean;
}

/**
 * The web app's index.html with the page's own title, description, canonical address and Open
 * Graph tags, so crawlers that do not run JavaScript see the page for what it is. Every value is
 * escaped; the app's own description is replaced, not repeated.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.keywords?.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    `<link rel="canonical" href="${escapeMarkup(head.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.publishedTime ? [meta('property', 'article:published_time', head.publishedTime)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ];
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<meta\s+name="keywords"[^>]*>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeMarkup(head.title)}</title>`)
    .replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}
