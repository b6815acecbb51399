import type { BlogPostSummary } from '@roadbook/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { robotsTxt, rssFeed, sitemap } from './feeds';

interface ParsedRss {
  rss: {
    '@_version': string;
    channel: { link: string; lastBuildDate: string; item: Array<Record<string, string>> };
  };
}

interface ParsedSitemap {
  urlset: { url: Array<{ loc: string; lastmod?: string }> };
}

const site = { url: 'https://roadbook.example', name: 'Roadbook', description: 'Ride notes' };

const post = (overrides: Partial<BlogPostSummary>): BlogPostSummary => ({
  id: 1,
  title: 'Tail of the Dragon',
  slug: 'tail-of-the-dragon',
  excerpt: '318 curves in 11 miles',
  featuredImage: null,
  status: 'published',
  authorId: 1,
  tripIds: [],
  tags: ['Tennessee'],
  metaTitle: null,
  metaDescription: null,
  publishedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-04-30T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

describe('rssFeed', () => {
  it('is well-formed RSS 2.0 with absolute links, even for titles full of markup', () => {
    const xml = rssFeed(site, [
      post({}),
      post({
        id: 2,
        slug: 'r66',
        title: 'Route 66 <script>&"\'',
        excerpt: null,
        tags: [],
        updatedAt: '2026-06-01T08:00:00.000Z',
      }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(xml) as ParsedRss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.link).toBe('https://roadbook.example/blog');
    // The latest edit of any post, not the newest post's.
    expect(rss.channel.lastBuildDate).toBe('Mon, 01 Jun 2026 08:00:00 GMT');
    expect(rss.channel.item).toHaveLength(2);
    expect(rss.channel.item[0]).toMatchObject({
      title: 'Tail of the Dragon',
      link: 'https://roadbook.example/blog/tail-of-the-dragon',
      description: '318 curves in 11 miles',
      category: 'Tennessee',
      pubDate: 'Fri, 01 May 2026 10:00:00 GMT',
    });
    expect(xml).toContain('<title>Route 66 &lt;script&gt;&amp;&quot;&#39;</title>');
  });

  it('gives readers an excerpt as the text it is, never as markup they would render', () => {
    const excerpt = 'Salt & pepper <img src=x onerror="alert(1)"> on the pass';
    const xml = rssFeed(site, [post({ excerpt }), post({ id: 2, slug: 'second' })]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser().parse(xml) as ParsedRss;
    // What the reader then reads as HTML: the same words, escaped, with no element in them.
    const description = rss.channel.item[0].description;
    expect(description).toBe(
      'Salt &amp; pepper &lt;img src=x onerror=&quot;alert(1)&quot;&gt; on the pass',
    );
    expect(description).not.toMatch(/<img/);
  });
});

describe('sitemap', () => {
  it('lists each page once with the site address in front', () => {
    const xml = sitemap(site.url, [{ path: '/' }, { path: '/blog/a', lastModified: '2026-05-02' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { url } = (new XMLParser().parse(xml) as ParsedSitemap).urlset;
    expect(url).toEqual([
      { loc: 'https://roadbook.example/' },
      { loc: 'https://roadbook.example/blog/a', lastmod: '2026-05-02' },
    ]);
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps private pages out', () => {
    const robots = robotsTxt(site.url);
    expect(robots).toContain('Sitemap: https://roadbook.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Disallow: /my-trips');
  });

  it('lets crawlers fetch shared trips, for link previews (the page itself says noindex)', () => {
    expect(robotsTxt(site.url)).not.toContain('/shared/');
  });
});
