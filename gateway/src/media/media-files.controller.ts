import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MediaMessages, MediaPatterns } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, sendImage } from './image-reply';

/** Stored images, by content-addressed key: cached for a year. */
@ApiTags('media')
@Controller('media')
export class MediaFilesController {
  constructor(@InjectServiceClient('media') private readonly media: ServiceClient) {}

  @Get(':key')
  @ApiOkResponse({ description: 'The image, with an ETag; 304 on a matching If-None-Match.' })
  @ApiNotFoundResponse({ description: MediaMessages.imageNotFound })
  async get(
    @Param('key') key: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendImage(
      request,
      reply,
      await this.media.send(MediaPatterns.getObject, { key }),
      IMMUTABLE,
    );
  }
}
