import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MediaMessages,
  MediaPatterns,
  OPTIMIZED_FORMATS,
  OPTIMIZED_QUALITIES,
  OPTIMIZED_WIDTHS,
  type ImageSource,
  type OptimizedFormat,
  type OptimizedQuality,
  type OptimizedWidth,
  type RpcResponse,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsString, ValidateIf, ValidateNested } from 'class-validator';
import { ImagesService } from './images.service';

const SOURCE_KINDS = ['media', 'web'] as const;

class SourceDto {
  @IsIn(SOURCE_KINDS)
  kind: (typeof SOURCE_KINDS)[number];

  @ValidateIf((source: SourceDto) => source.kind === 'media')
  @IsString()
  key?: string;

  @ValidateIf((source: SourceDto) => source.kind === 'web')
  @IsString()
  path?: string;

  @ValidateIf((source: SourceDto) => source.kind === 'web')
  @IsString()
  base64?: string;
}

class OptimizeRequest {
  @ValidateNested()
  @Type(() => SourceDto)
  source: SourceDto;

  @IsIn(OPTIMIZED_WIDTHS, { message: MediaMessages.widthRefused })
  width: OptimizedWidth;

  @IsIn(OPTIMIZED_QUALITIES, { message: MediaMessages.qualityRefused })
  quality: OptimizedQuality;

  @IsIn(OPTIMIZED_FORMATS, { message: MediaMessages.formatRefused })
  format: OptimizedFormat;
}

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @MessagePattern(MediaPatterns.optimize)
  optimize(@Payload() r: OptimizeRequest): Promise<RpcResponse<'media.image.optimize'>> {
    return this.images.optimize(r.source as ImageSource, r);
  }
}
