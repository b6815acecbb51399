import type { FastifyMultipartOptions } from '@fastify/multipart';
import { applyDecorators, BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
} from '@nestjs/swagger';
import {
  MAX_UPLOAD_BYTES,
  MediaMessages,
  MediaPatterns,
  UPLOAD_FIELD,
  type ImageUploadResponse,
} from '@roadbook/contracts';
import type { ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';

/**
 * One file per request. The limit is a byte over the allowed size, so reading stops as soon as a
 * file is known to be too large and nothing bigger is ever held in memory.
 */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
};

const tooLarge = () =>
  new PayloadTooLargeException({ statusCode: 413, message: MediaMessages.fileTooLarge });
const noFile = () => new BadRequestException({ statusCode: 400, message: MediaMessages.noFile });

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

/** The bytes of the multipart field `image`; what they are is for the media service to say. */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw noFile();
  }
  if (!part) throw noFile();
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw noFile();
  }
  try {
    const bytes = await part.toBuffer();
    if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
    return bytes;
  } catch (error) {
    if (isTooLarge(error) || error instanceof PayloadTooLargeException) throw tooLarge();
    throw error;
  }
}

/** Reads the request's image and stores it with the media service, as `ownerId`'s upload. */
export async function storeUploadedImage(
  request: FastifyRequest,
  media: ServiceClient,
  ownerId: number,
): Promise<ImageUploadResponse> {
  const bytes = await readUploadedImage(request);
  return media.send(MediaPatterns.upload, { ownerId, base64: bytes.toString('base64') });
}

/** The OpenAPI description of a route that takes one image, as the multipart field `image`. */
export const ApiImageUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [UPLOAD_FIELD],
        properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
      },
    }),
    ApiBadRequestResponse({ description: `${MediaMessages.invalidFileType}, or no file.` }),
    ApiPayloadTooLargeResponse({ description: MediaMessages.fileTooLarge }),
  );
