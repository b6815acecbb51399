import { POST_IMAGE_SIZES, POST_IMAGE_SOURCE, isOwnSrcSet } from '@roadbook/contracts';
import sanitizeHtml from 'sanitize-html';

/** What an article may use: structure and emphasis, links, our own images. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'blockquote',
  'code',
  'pre',
  'hr',
];

const PIXELS = /^\d{1,4}$/;
const EXTERNAL_LINK = /^https?:\/\//i;
const EXTERNAL_REL = 'noopener noreferrer nofollow';

/** Same meaning, one spelling: what other editors (or a paste) produce becomes ours. */
const SYNONYMS: Record<string, string> = {
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
};

/**
 * Tags whose content goes with them when they are removed: code, styles and embedded documents
 * are never readable text.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'head',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(SYNONYMS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    a: (tagName, attribs) => {
      const { rel: _authorsRel, ...rest } = attribs;
      const external = EXTERNAL_LINK.test((attribs.href ?? '').trim());
      return { tagName, attribs: external ? { ...rest, rel: EXTERNAL_REL } : rest };
    },
    img: (tagName, { width, height, srcset, sizes: _authorsSizes, ...rest }) => {
      // The optimiser's widths of this very image, or no srcset (and then no sizes) at all.
      const ownSrcSet = srcset !== undefined && isOwnSrcSet((rest.src ?? '').trim(), srcset);
      return {
        tagName,
        attribs: {
          ...rest,
          ...(ownSrcSet && { srcset, sizes: POST_IMAGE_SIZES }),
          ...(width && PIXELS.test(width) && { width }),
          ...(height && PIXELS.test(height) && { height }),
        },
      };
    },
  },
  // An image whose source is not one of ours is dropped whole rather than left empty.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !POST_IMAGE_SOURCE.test((frame.attribs.src ?? '').trim()),
};

/**
 * An article's HTML as it may be stored and shown: the allow-list above and nothing else, so no
 * script, event handler, style, javascript: or data: address, frame or SVG gets through however
 * it is spelled. External links never pass on our page's authority or window.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still shows anything: some text or an image. */
export function hasVisibleContent(sanitised: string): boolean {
  if (/<img\s/i.test(sanitised)) return true;
  return sanitizeHtml(sanitised, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

/** The text of sanitised HTML, unescaped, for excerpts and feeds (which escape it their own way). */
export function plainText(sanitised: string): string {
  const blocksSpaced = sanitised.replace(
    /<\/(p|h[2-4]|li|blockquote|pre|figcaption)>|<br \/>/gi,
    '$& ',
  );
  return sanitizeHtml(blocksSpaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
