import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MAX_UPLOAD_BYTES, MEDIA_PATH_PREFIX, MediaMessages } from '@roadbook/contracts';
import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** An image `GET /api/images/optimize` may read: one of our media objects or a web app file. */
export type SiteImage = { kind: 'media'; key: string } | { kind: 'web'; path: string };

/**
 * Letters, digits and `._~@+-/` only: no scheme (`:`), no query or fragment, no backslash, no
 * percent sign (so nothing encoded is decoded into `..` later), no spaces or control characters.
 */
const SAFE_PATH = /^\/[A-Za-z0-9._~@+\-/]{1,511}$/;

function refuse(): never {
  throw new BadRequestException({ statusCode: 400, message: MediaMessages.sourceRefused });
}

/**
 * Reads `src` as a path of this site and nothing else: never a URL, never outside the web app.
 * Every segment must be a plain name: no `//` (protocol-relative URLs, empty segments), no `.`
 * or `..`, no hidden files.
 */
export function parseSiteImage(src: string): SiteImage {
  if (!SAFE_PATH.test(src)) refuse();
  const segments = src.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) refuse();
  if (src.startsWith(MEDIA_PATH_PREFIX)) {
    if (segments.length !== 3) refuse();
    return { kind: 'media', key: segments[2] };
  }
  // The rest of /api answers calls; it holds no images of its own.
  if (segments[0] === 'api') refuse();
  return { kind: 'web', path: src };
}

/**
 * The bytes of a file of the built web app, or null when there is none. The path is resolved
 * under the real root and checked again after following links, so nothing outside is read.
 */
export async function readWebFile(
  distDir: string | undefined,
  path: string,
): Promise<Buffer | null> {
  if (!distDir) return null;
  const root = await realpath(distDir);
  const inside = (candidate: string) => candidate.startsWith(root + sep);
  const candidate = resolve(root, `.${path}`);
  if (!inside(candidate)) refuse();
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return null;
  }
  if (!inside(real)) refuse();
  const info = await stat(real);
  if (!info.isFile()) return null;
  if (info.size > MAX_UPLOAD_BYTES) {
    throw new PayloadTooLargeException({ statusCode: 413, message: MediaMessages.fileTooLarge });
  }
  return readFile(real);
}
