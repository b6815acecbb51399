import Image from '@tiptap/extension-image';
import { MEDIA_PATH_PATTERN, POST_IMAGE_SIZES, optimizedSrcSet } from '@roadbook/contracts/browser';

/** What the editor writes for an uploaded picture: our path, the optimiser's widths, its words. */
export interface PostImageAttributes {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  /** The picture's own size, when known: the page keeps its place before it arrives. */
  width?: number;
  height?: number;
}

/** The size of a picture, in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

export function postImageAttributes(
  imageUrl: string,
  alt: string,
  size: PixelSize | null = null,
): PostImageAttributes {
  return {
    src: imageUrl,
    srcset: optimizedSrcSet(imageUrl),
    sizes: POST_IMAGE_SIZES,
    alt,
    ...(size && { width: size.width, height: size.height }),
  };
}

/** Whether an image may stand in a post: one of ours (the CSP blocks every other host). */
export function isOwnImage(src: string | null): boolean {
  return src !== null && MEDIA_PATH_PATTERN.test(src.trim());
}

/**
 * The HTML without the images of other sites, and how many went, so the editor can say so
 * rather than keep a picture that would show broken (or that the server would drop unseen).
 */
export function withoutForeignImages(html: string): { html: string; removed: number } {
  if (!/<img[\s>]/i.test(html)) return { html, removed: 0 };
  const document = new DOMParser().parseFromString(html, 'text/html');
  const foreign = Array.from(document.body.querySelectorAll('img')).filter(
    (image) => !isOwnImage(image.getAttribute('src')),
  );
  for (const image of foreign) image.remove();
  return foreign.length === 0
    ? { html, removed: 0 }
    : { html: document.body.innerHTML, removed: foreign.length };
}

/** The first file a paste or drop carries, if any: what the editor offers to upload. */
export function firstFileOf(transfer: DataTransfer | null): File | null {
  return transfer?.files?.[0] ?? null;
}

/**
 * Tiptap's image, which also keeps `srcset` and `sizes`, and reads only our images from HTML:
 * what `withoutForeignImages` lets through.
 */
export const PostImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isOwnImage(element.getAttribute('src')) ? null : false),
      },
    ];
  },
});
