import { PAGE_STATE_ELEMENT_ID, type RenderedPage } from '@roadbook/contracts';
import { isPagePath, publicPageAt, serverRenderedPageAt } from './public-pages';
import { pageStateScript, withServerRender } from './server-render';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: RenderedPage = {
  status: 200,
  html: '<main><h1>Moab $&amp; back</h1></main>',
  css: '<style data-emotion="css 1abc">.css-1abc{color:red;}</style>',
  state: {
    api: { queries: { 'getTrip(7)': { data: { name: '</script><script>alert(1)</script>' } } } },
  },
};

function stateOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match && JSON.parse(match[1]);
}

describe('withServerRender', () => {
  it('puts the markup in #root, the styles in the head and the state after the markup', () => {
    const html = withServerRender(INDEX, page);
    expect(html).toContain('<div id="root"><main><h1>Moab $&amp; back</h1></main></div>');
    expect(html.indexOf(page.css)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(`id="${PAGE_STATE_ELEMENT_ID}"`)).toBeGreaterThan(
      html.indexOf('<div id="root">'),
    );
    expect(stateOf(html)).toEqual(page.state);
  });

  it('keeps text in the state from closing its script element', () => {
    const script = pageStateScript(page.state);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
    expect(stateOf(script)).toEqual(page.state);
  });
});

describe('publicPageAt', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/plan', { kind: 'plan' }],
    ['/plan?utm_source=mail', { kind: 'plan' }],
    ['/featured-trips', { kind: 'featured-trips' }],
    ['/trips/moab-loop', { kind: 'trip', slug: 'moab-loop' }],
    ['/blog/', { kind: 'blog' }],
    ['/blog/alps-passes', { kind: 'post', slug: 'alps-passes' }],
    ['/shared/Ab_3-x', { kind: 'shared-trip', shareableId: 'Ab_3-x' }],
  ])('%s is a public page', (path, expected) => {
    expect(publicPageAt(path)).toEqual(expected);
  });

  it.each([
    '/my-trips',
    '/plan?similar=7',
    '/plan?modify=7',
    '/profile',
    '/itinerary/4',
    '/admin/blog/new',
    '/blog/a/b',
    '/trips/A',
  ])('%s is not', (path) => {
    expect(publicPageAt(path)).toBeNull();
  });
});

describe('serverRenderedPageAt', () => {
  it.each([
    ['/my-trips', { kind: 'my-trips' }],
    ['/itinerary/4', { kind: 'itinerary', id: 4 }],
    ['/admin/trips/12/edit', { kind: 'trip-editor', id: 12 }],
    ['/admin/blog/new', { kind: 'app' }],
    ['/admin/blog/9/edit', { kind: 'app' }],
    ['/profile', { kind: 'app' }],
    ['/no/such/page', { kind: 'app' }],
    ['/', { kind: 'home' }],
  ])('%s is rendered on the server', (path, expected) => {
    expect(serverRenderedPageAt(path)).toEqual(expected);
  });

  it.each(['/plan?modify=7', '/plan?similar=7'])('%s is left to the client', (path) => {
    expect(serverRenderedPageAt(path)).toBeNull();
  });
});

describe('isPagePath', () => {
  it.each(['/', '/plan', '/trips/moab', '/about.html', '/no/such/page'])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each(['/api/trips/1', '/api', '/assets/index-abc.js', '/favicon.ico'])('%s is not', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
