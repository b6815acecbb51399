import { MediaMessages, type OptimizedFormat } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, requireImageType } from './image-sanitizer';

export interface Rendition {
  width: number;
  quality: number;
  format: OptimizedFormat;
}

export const RENDITION_CONTENT_TYPES: { readonly [F in OptimizedFormat]: string } = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
};

/**
 * An image at most `width` wide (a smaller one is never enlarged), upright, in the asked format
 * and quality, without metadata. Animation survives into WebP; AVIF and JPEG get the first frame.
 */
export async function renderRendition(source: Buffer, rendition: Rendition): Promise<Buffer> {
  const type = requireImageType(source);
  const animated = rendition.format === 'webp' && (type.format === 'gif' || type.format === 'webp');
  const { width, quality, format } = rendition;
  try {
    let pipeline = sharp(source, {
      animated,
      failOn: 'truncated',
      limitInputPixels: MAX_INPUT_PIXELS,
    });
    if (!animated) pipeline = pipeline.autoOrient();
    pipeline = pipeline.resize({ width, withoutEnlargement: true });
    switch (format) {
      case 'webp':
        return await pipeline.webp({ quality }).toBuffer();
      case 'avif':
        return await pipeline.avif({ quality }).toBuffer();
      case 'jpeg':
        return await pipeline
          .flatten({ background: '#ffffff' })
          .jpeg({ quality, mozjpeg: true })
          .toBuffer();
    }
  } catch {
    throw serviceError('invalid-input', MediaMessages.invalidFileType);
  }
}
