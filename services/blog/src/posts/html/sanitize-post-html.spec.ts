import { POST_IMAGE_SIZES, optimizedImagePath, optimizedSrcSet } from '@roadbook/contracts';
import { hasVisibleContent, plainText, sanitizePostHtml } from './sanitize-post-html';

const OWN = '/api/media/cd.webp';
/** How an attribute value reads once written back into HTML. */
const inAttribute = (value: string) => value.replace(/&/g, '&amp;');

describe('sanitizePostHtml', () => {
  describe('removes known XSS payloads', () => {
    it.each([
      ['a script tag and its code', '<p>Ride</p><script>alert(1)</script>', '<p>Ride</p>'],
      [
        'an upper-case script tag',
        '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>',
        '<p>ok</p>',
      ],
      [
        'an img onerror handler',
        '<img src="/api/media/a.jpg" onerror="alert(1)">',
        '<img src="/api/media/a.jpg" />',
      ],
      ['an img with a broken source and a handler', '<img src=x onerror=alert(1)>', ''],
      ['a javascript: link', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
      [
        'a javascript: link hidden by entities and case',
        '<a href="&#106;ava&#x09;Script:alert(1)">go</a>',
        '<a>go</a>',
      ],
      ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">go</a>', '<a>go</a>'],
      ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
      ['an svg onload', '<svg onload="alert(1)"><circle r="4"/></svg><p>ok</p>', '<p>ok</p>'],
      [
        'a style url(javascript:)',
        '<p style="background:url(javascript:alert(1))">text</p>',
        '<p>text</p>',
      ],
      ['a style expression()', '<p style="width: expression(alert(1))">text</p>', '<p>text</p>'],
      ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
      [
        'an event handler on allowed formatting',
        '<strong onmouseover="x()">b</strong>',
        '<strong>b</strong>',
      ],
      ['a form with a button', '<form action="/x"><button>go</button></form>', 'go'],
      ['an object', '<object data="x.swf"></object>ok', 'ok'],
      ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ])('%s', (_name, dirty, clean) => {
      expect(sanitizePostHtml(dirty)).toBe(clean);
    });
  });

  it('keeps the allowed formatting as written', () => {
    const html =
      '<h2>Day 1</h2><h3>Morning</h3><h4>Fuel</h4><p>A <strong>long</strong> <em>climb</em>, ' +
      '<u>steep</u> and <s>dull</s> never.<br />Next line</p><ul><li>one</li></ul>' +
      '<ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>ride()</code></pre><hr />' +
      '<figure><img src="/api/media/cd.webp" alt="Pass" width="640" height="480" />' +
      '<figcaption>The pass</figcaption></figure><p><a href="mailto:ride@example.com">mail</a></p>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('marks external links noopener noreferrer nofollow, whatever rel the author wrote', () => {
    expect(sanitizePostHtml('<a href="https://maps.example/route" rel="opener">map</a>')).toBe(
      '<a href="https://maps.example/route" rel="noopener noreferrer nofollow">map</a>',
    );
    expect(sanitizePostHtml('<a href="/blog/alps" rel="author">Alps</a>')).toBe(
      '<a href="/blog/alps">Alps</a>',
    );
  });

  it('allows images only from our media: the CSP would block any other host', () => {
    expect(sanitizePostHtml('<img src="https://img.example/a.jpg">')).toBe('');
    expect(sanitizePostHtml('<img src="http://img.example/a.jpg">')).toBe('');
    expect(sanitizePostHtml('<img src="/uploads/a.jpg">')).toBe('');
    expect(sanitizePostHtml('<img src="/api/media/a.jpg" alt="a" width="100%">')).toBe(
      '<img src="/api/media/a.jpg" alt="a" />',
    );
  });

  it.each([
    '/api/media/../..',
    '/api/media/../auth/logout',
    '/api/media/a/../../admin/queues',
    '/api/media/&#46;&#46;/trips/7',
    '/api/media/%2e%2e/trips/7',
    '/api/media/',
  ])('drops an image whose path leaves our media once a browser reads it: %s', (src) => {
    expect(sanitizePostHtml(`<p>x</p><img src="${src}" alt="a">`)).toBe('<p>x</p>');
  });

  describe('an image of ours in the optimiser’s widths', () => {
    const srcset = optimizedSrcSet(OWN);
    const image = (attributes: string) =>
      sanitizePostHtml(`<p>x</p><img src="${OWN}" alt="Pass" ${attributes}>`);

    it('keeps the srcset the editor writes, with the sizes of a post’s column', () => {
      expect(image(`srcset="${inAttribute(srcset)}" sizes="${POST_IMAGE_SIZES}"`)).toBe(
        `<p>x</p><img src="${OWN}" alt="Pass" srcset="${inAttribute(srcset)}" ` +
          `sizes="${POST_IMAGE_SIZES}" />`,
      );
    });

    it('writes the post column’s sizes whatever sizes the author gave', () => {
      expect(image(`srcset="${inAttribute(srcset)}" sizes="1px"`)).toContain(
        `sizes="${POST_IMAGE_SIZES}"`,
      );
    });

    it.each([
      ['another image’s widths', optimizedSrcSet('/api/media/other.webp')],
      ['a foreign host', 'https://img.example/a.jpg 640w'],
      ['a foreign host after our own', `${srcset}, https://img.example/a.jpg 2000w`],
      ['one width only', `${optimizedImagePath(OWN, 640)} 640w`],
      ['a width the optimiser does not make', srcset.replace('w=640', 'w=641')],
      ['a descriptor that lies about the width', srcset.replace(' 640w', ' 1280w')],
      ['an extra query parameter', srcset.replace('&f=webp', '&f=webp&x=1')],
      ['a traversal in the source', optimizedSrcSet('/api/media/../auth/logout')],
      ['an encoded traversal', srcset.replace(/cd\.webp/g, '%2e%2e')],
    ])('drops a srcset with %s (and its sizes), keeping the image', (_name, dirty) => {
      expect(image(`srcset="${inAttribute(dirty)}" sizes="${POST_IMAGE_SIZES}"`)).toBe(
        `<p>x</p><img src="${OWN}" alt="Pass" />`,
      );
    });

    it('drops a srcset on an image that is not ours, with the image', () => {
      expect(
        sanitizePostHtml(
          `<p>x</p><img src="https://img.example/a.jpg" srcset="${inAttribute(srcset)}">`,
        ),
      ).toBe('<p>x</p>');
    });
  });

  it('writes other editors’ spellings of allowed formatting the one way', () => {
    expect(sanitizePostHtml('<h1>T</h1><b>b</b><i>i</i><del>d</del>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em><s>d</s>',
    );
  });
});

describe('hasVisibleContent', () => {
  it('is false when only empty tags are left', () => {
    expect(hasVisibleContent(sanitizePostHtml('<script>x</script><p> </p>'))).toBe(false);
  });

  it('is true for text or an image', () => {
    expect(hasVisibleContent('<p>hi</p>')).toBe(true);
    expect(hasVisibleContent('<img src="/api/media/a.jpg" />')).toBe(true);
  });
});

describe('plainText', () => {
  it('joins blocks with spaces and gives the text as it reads', () => {
    expect(
      plainText(
        '<h2>Day 1</h2><p>Go &lt;now&gt; &amp; fuel<br />up</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Day 1 Go <now> & fuel up a b');
  });
});
