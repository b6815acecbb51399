import { Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  MediaMessages,
  MediaPatterns,
  UPLOAD_FIELD,
  type ImageUploadResponse,
  type SessionPrincipal,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { readUploadedImage } from './upload-reader';

/** Images for posts and pages: admins only, checked by content, at most 5 MB. */
@ApiTags('media')
@Controller('upload')
export class UploadController {
  constructor(@InjectServiceClient('media') private readonly media: ServiceClient) {}

  @Post('image')
  @AdminOnly()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ description: '{imageUrl}: where the stored image is served.' })
  @ApiBadRequestResponse({ description: `${MediaMessages.invalidFileType}, or no file.` })
  @ApiPayloadTooLargeResponse({ description: MediaMessages.fileTooLarge })
  async upload(
    @Req() request: FastifyRequest,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<ImageUploadResponse> {
    const bytes = await readUploadedImage(request);
    return this.media.send(MediaPatterns.upload, {
      ownerId: session.user.id,
      base64: bytes.toString('base64'),
    });
  }
}
