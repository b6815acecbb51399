import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for a page made per request: a little larger than the build's best
 * (`web/build/precompress.ts`), at a fraction of the time.
 */
const BROTLI_QUALITY = 5;

/** The encodings `accept-encoding` allows (not given `q=0`), lower-cased. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * Sends a page made for this request (a server-rendered one runs to tens of kilobytes) in the
 * smaller encoding the browser accepts, as the build's files are sent precompressed.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<void> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  void reply.header('Vary', 'Accept-Encoding');
  if (accepted.has('br')) {
    const body = await brotli(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    void reply.header('Content-Encoding', 'br').send(body);
  } else if (accepted.has('gzip')) {
    void reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  } else {
    void reply.send(html);
  }
}
