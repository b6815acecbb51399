import { Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { type ImageUploadResponse, type SessionPrincipal } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { ApiImageUpload, storeUploadedImage } from './upload-reader';

/** Images for posts and pages: admins only, checked by content, at most 5 MB. */
@ApiTags('media')
@Controller('upload')
export class UploadController {
  constructor(@InjectServiceClient('media') private readonly media: ServiceClient) {}

  @Post('image')
  @AdminOnly()
  @ApiImageUpload()
  @ApiCreatedResponse({ description: '{imageUrl}: where the stored image is served.' })
  upload(
    @Req() request: FastifyRequest,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<ImageUploadResponse> {
    return storeUploadedImage(request, this.media, session.user.id);
  }
}
