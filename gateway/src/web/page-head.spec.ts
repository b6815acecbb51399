import { withPageHead } from './page-head';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The app's own description"
    />
    <title>Roadbook — road-trip planner for riders</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = {
  title: 'Alps passes | Roadbook',
  description: 'Stelvio, Gavia and Furka in one loop',
  url: 'https://roadbook.example/blog/alps-passes',
  image: 'https://roadbook.example/api/media/a.webp',
  type: 'article' as const,
  publishedTime: '2026-05-01T10:00:00.000Z',
  siteName: 'Roadbook',
};

describe('withPageHead', () => {
  it('gives the page its title, one description and Open Graph tags', () => {
    const html = withPageHead(INDEX, head);
    expect(html).toContain('<title>Alps passes | Roadbook</title>');
    expect(html).not.toContain("The app's own description");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="Alps passes | Roadbook" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://roadbook.example/api/media/a.webp" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://roadbook.example/blog/alps-passes" />',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="twitter:title" content="Alps passes | Roadbook" />');
    expect(html).not.toContain('name="keywords"');
  });

  it('asks search engines not to index a page that says so, and only such a page', () => {
    expect(withPageHead(INDEX, { ...head, noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(withPageHead(INDEX, head)).not.toContain('name="robots"');
  });

  it('lists keywords when the page has some', () => {
    const html = withPageHead(INDEX, { ...head, keywords: ['Motorcycle', 'Moab, UT'] });
    expect(html).toContain('<meta name="keywords" content="Motorcycle, Moab, UT" />');
  });

  it('escapes everything a post author wrote', () => {
    const html = withPageHead(INDEX, {
      ...head,
      title: '</title><script>alert(1)</script>',
      description: '"><script>alert(2)</script> $& $1',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt; $&amp; $1"');
  });
});
