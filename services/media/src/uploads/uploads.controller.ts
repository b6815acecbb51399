import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MediaPatterns, type RpcResponse } from '@roadbook/contracts';
import { IsInt, IsString } from 'class-validator';
import { UploadsService } from './uploads.service';

class UploadRequest {
  @IsInt()
  ownerId: number;

  @IsString()
  base64: string;
}

class ImportRequest {
  @IsString()
  base64: string;
}

class ObjectRequest {
  @IsString()
  key: string;
}

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @MessagePattern(MediaPatterns.upload)
  upload(@Payload() r: UploadRequest): Promise<RpcResponse<'media.image.upload'>> {
    return this.uploads.store(r.base64, r.ownerId);
  }

  @MessagePattern(MediaPatterns.importImage)
  importImage(@Payload() r: ImportRequest): Promise<RpcResponse<'media.image.import'>> {
    return this.uploads.store(r.base64, null);
  }

  @MessagePattern(MediaPatterns.getObject)
  getObject(@Payload() r: ObjectRequest): Promise<RpcResponse<'media.object.get'>> {
    return this.uploads.get(r.key);
  }
}
