/** The raster formats an upload may be: what the bytes say, never what the client declared. */
export const IMAGE_TYPES = {
  jpeg: { format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
  png: { format: 'png', extension: 'png', contentType: 'image/png' },
  gif: { format: 'gif', extension: 'gif', contentType: 'image/gif' },
  webp: { format: 'webp', extension: 'webp', contentType: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof IMAGE_TYPES;
export type ImageType = (typeof IMAGE_TYPES)[ImageFormat];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  );
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/**
 * The image type from the file's magic bytes, or null for anything else (SVG, HTML, text,
 * executables…). SVG is refused on purpose: it is a document that can carry scripts.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpeg;
  if (startsWith(bytes, PNG_SIGNATURE)) return IMAGE_TYPES.png;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return IMAGE_TYPES.gif;
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return IMAGE_TYPES.webp;
  }
  return null;
}
