import { MAX_UPLOAD_BYTES, MediaMessages } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import sharp from 'sharp';
import { sniffImageType, type ImageType } from './image-type';

/** Larger pictures than this (about 12000 × 8000) are refused before they are decoded in full. */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface CleanImage {
  bytes: Buffer;
  type: ImageType;
}

/** Base64 from the transport, as bytes; refuses anything over the upload limit. */
export function decodeUpload(base64: string): Buffer {
  // 4 base64 characters carry 3 bytes: refuse an oversize payload before decoding it.
  if (Math.floor(base64.length / 4) * 3 > MAX_UPLOAD_BYTES + 2) {
    throw serviceError('too-large', MediaMessages.fileTooLarge);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw serviceError('too-large', MediaMessages.fileTooLarge);
  return bytes;
}

/** The type the bytes really are, or a 400 the uploader understands. */
export function requireImageType(bytes: Uint8Array): ImageType {
  const type = sniffImageType(bytes);
  if (!type) throw serviceError('invalid-input', MediaMessages.invalidFileType);
  return type;
}

/**
 * Decodes the whole image (a file that only starts like one is refused) and encodes it again in
 * its own format, upright, without EXIF, XMP or location data; the colour profile stays so
 * colours do not shift, and a GIF or WebP keeps its animation.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const type = requireImageType(bytes);
  const animated = type.format === 'gif' || type.format === 'webp';
  try {
    let pipeline = sharp(bytes, {
      animated,
      failOn: 'truncated',
      limitInputPixels: MAX_INPUT_PIXELS,
    }).keepIccProfile();
    // Orientation lives in EXIF, which is about to go: turn the pixels upright first.
    if (!animated) pipeline = pipeline.autoOrient();
    switch (type.format) {
      case 'jpeg':
        pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
        break;
      case 'png':
        pipeline = pipeline.png({ compressionLevel: 9 });
        break;
      case 'gif':
        pipeline = pipeline.gif();
        break;
      case 'webp':
        pipeline = pipeline.webp({ quality: 90 });
        break;
    }
    return { bytes: await pipeline.toBuffer(), type };
  } catch {
    throw serviceError('invalid-input', MediaMessages.invalidFileType);
  }
}
