import type { BlogPostSummary } from '@roadbook/contracts';
import { escapeMarkup } from '@roadbook/contracts';
import type { SiteInfo } from './site';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** Pages every visitor can reach without an id: what search engines should know about. */
export const STATIC_PAGES = ['/', '/plan', '/blog', '/featured-trips'] as const;

/** Pages that are a person's own or an admin's: nothing for a search engine. */
/**
 * Pages crawlers have no business fetching. Shared trips are not among them: link-preview
 * crawlers (X's among them) honour robots.txt, so a shared link would not preview, and a path
 * robots.txt blocks can still be listed in search results from links to it. A shared trip's page
 * says `noindex` instead (`page-head.ts`), which keeps it out of results for certain.
 */
const PRIVATE_PATHS = ['/admin/', '/api/', '/my-trips', '/profile', '/saved'];

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** A featured trip's own page. */
export function tripPath(slug: string): string {
  return `/trips/${encodeURIComponent(slug)}`;
}

/**
 * A piece of text as an RSS description: readers show a description as HTML once they have read
 * it out of the XML, so the text is escaped as HTML first and then as XML. Escaped once, an
 * excerpt that reads `<img src=x onerror=…>` would reach the reader as that element.
 */
function rssDescription(text: string): string {
  return escapeMarkup(escapeMarkup(text));
}

/** RSS 2.0 of the given (published) posts, newest first as given. */
export function rssFeed(site: SiteInfo, posts: readonly BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = `${site.url}${postPath(post.slug)}`;
    const published = new Date(post.publishedAt ?? post.createdAt).toUTCString();
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      <pubDate>${published}</pubDate>`,
      ...(post.excerpt ? [`      <description>${rssDescription(post.excerpt)}</description>`] : []),
      ...post.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const feedUrl = `${site.url}/blog/rss.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeMarkup(`${site.name} Travel Blog`)}</title>`,
    `    <link>${escapeMarkup(`${site.url}/blog`)}</link>`,
    `    <description>${rssDescription(site.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml" />`,
    ...(posts.length > 0 ? [`    <lastBuildDate>${lastChange(posts)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function lastChange(posts: readonly BlogPostSummary[]): string {
  return new Date(Math.max(...posts.map((post) => Date.parse(post.updatedAt)))).toUTCString();
}

/** A sitemaps.org sitemap of the given pages. */
export function sitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(`${siteUrl}${path}`)}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeMarkup(lastModified)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
