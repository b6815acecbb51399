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

type PageEncoding = 'br' | 'gzip';

/**
 * A page's HTML and its compressed forms, each made the first time a browser asks for it: a page
 * served again from memory (public-page-cache.ts) is compressed once.
 */
export class PageBody {
  private readonly encoded = new Map<PageEncoding, Promise<Buffer>>();
  private utf8: Buffer | undefined;

  constructor(
    readonly html: string,
    readonly status: number,
    /** Rendered on the server with its data, rather than the app's page for the client. */
    readonly rendered: boolean,
  ) {}

  /**
   * The HTML as bytes, encoded once for every request that takes it uncompressed: encoding a
   * kept trip page afresh for each request cost the gateway four times the rest of the request
   * (docs/performance.md, "Kept pages sent as bytes").
   */
  bytes(): Buffer {
    this.utf8 ??= Buffer.from(this.html);
    return this.utf8;
  }

  in(encoding: PageEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipped(this.html);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends a page (a server-rendered one runs to tens of kilobytes) in the smaller encoding the
 * browser accepts, as the build's files are sent precompressed.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageBody,
): Promise<void> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  void reply.header('Vary', 'Accept-Encoding');
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (encoding) void reply.header('Content-Encoding', encoding).send(await page.in(encoding));
  else void reply.send(page.bytes());
}
