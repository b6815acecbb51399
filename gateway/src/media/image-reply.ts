import type { StoredImage } from '@roadbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Content-addressed and derived images never change under their URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the client's `If-None-Match` names this entity tag (weakly, as RFC 9110 says). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends an image with its validator, or 304 when the client already has these bytes. An image
 * is never a document: no scripts run even if an SVG is opened on its own.
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: StoredImage,
  cacheControl: string,
): FastifyReply {
  void reply
    .header('Cache-Control', cacheControl)
    .header('ETag', image.etag)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (isFresh(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.type(image.contentType).send(Buffer.from(image.base64, 'base64'));
}
