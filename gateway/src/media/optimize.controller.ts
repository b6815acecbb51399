import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPropertyOptional,
  ApiProperty,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  MediaMessages,
  MediaPatterns,
  OPTIMIZED_FORMATS,
  OPTIMIZED_QUALITIES,
  OPTIMIZED_WIDTHS,
  type ImageSource,
  type OptimizedFormat,
  type OptimizedQuality,
  type OptimizedWidth,
} from '@roadbook/contracts';
import { APP_ENV, InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { Type } from 'class-transformer';
import { IsIn, IsString } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../gateway.env';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.policy';
import { IMMUTABLE, sendImage } from './image-reply';
import { parseSiteImage, readWebFile } from './image-source';

/**
 * Each optimisation the bucket does not hold yet is a decode and an encode in the media service.
 * A page shows a few dozen images, so a person never comes near this; a script asking for every
 * width and format of every image does.
 */
const OPTIMIZE_LIMITS: RateLimitPolicy = {
  name: 'image-optimize',
  windowMs: 60 * 1000,
  rules: [{ per: 'ip', limit: 600 }],
  message: MediaMessages.tooManyImageRequests,
};

/** A day for a web app file whose name may be reused by the next deploy; the ETag does the rest. */
const REVALIDATED_DAILY = 'public, max-age=86400';

/** Media keys and the web app's hashed assets name their content; other files may change. */
function cacheControlOf(source: ImageSource): string {
  return source.kind === 'media' || source.path.startsWith('/assets/')
    ? IMMUTABLE
    : REVALIDATED_DAILY;
}

class OptimizeQuery {
  @ApiProperty({ description: 'A path of this site: /api/media/<key> or a file of the web app.' })
  @IsString({ message: MediaMessages.sourceRefused })
  src: string;

  @ApiProperty({ enum: OPTIMIZED_WIDTHS })
  @Type(() => Number)
  @IsIn(OPTIMIZED_WIDTHS, { message: MediaMessages.widthRefused })
  w: OptimizedWidth;

  @ApiPropertyOptional({ enum: OPTIMIZED_QUALITIES, default: DEFAULT_IMAGE_QUALITY })
  @Type(() => Number)
  @IsIn(OPTIMIZED_QUALITIES, { message: MediaMessages.qualityRefused })
  q: OptimizedQuality = DEFAULT_IMAGE_QUALITY;

  @ApiPropertyOptional({ enum: OPTIMIZED_FORMATS, default: DEFAULT_IMAGE_FORMAT })
  @IsIn(OPTIMIZED_FORMATS, { message: MediaMessages.formatRefused })
  f: OptimizedFormat = DEFAULT_IMAGE_FORMAT;
}

/**
 * Resized images of this site only: our media and the web app's own files. It never fetches a
 * URL, so it cannot be turned against other hosts or the internal network.
 */
@ApiTags('media')
@Controller('images')
export class OptimizeController {
  constructor(
    @InjectServiceClient('media') private readonly media: ServiceClient,
    @Inject(APP_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get('optimize')
  @RateLimit(OPTIMIZE_LIMITS)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ description: 'The image at that width; ETag, and 304 when unchanged.' })
  @ApiBadRequestResponse({ description: 'A source, width, quality or format it does not take.' })
  @ApiNotFoundResponse({ description: MediaMessages.imageNotFound })
  @ApiTooManyRequestsResponse({ description: MediaMessages.tooManyImageRequests })
  async optimize(
    @Query() query: OptimizeQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const source = await this.sourceOf(query.src);
    const image = await this.media.send(MediaPatterns.optimize, {
      source,
      width: query.w,
      quality: query.q,
      format: query.f,
    });
    await sendImage(request, reply, image, cacheControlOf(source));
  }

  private async sourceOf(src: string): Promise<ImageSource> {
    const image = parseSiteImage(src);
    if (image.kind === 'media') return image;
    const bytes = await readWebFile(this.env.WEB_DIST_DIR, image.path);
    if (!bytes)
      throw new NotFoundException({ statusCode: 404, message: MediaMessages.imageNotFound });
    return { kind: 'web', path: image.path, base64: bytes.toString('base64') };
  }
}
