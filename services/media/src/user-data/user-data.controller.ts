import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDataPatterns, type RpcResponse } from '@roadbook/contracts';
import { IsInt } from 'class-validator';
import { Repository } from 'typeorm';
import { ObjectStorage } from '../storage/object-storage';
import { UploadEntity } from '../uploads/entities/upload.entity';

class UserIdRequest {
  @IsInt()
  userId: number;
}

/**
 * A deleted account's uploads go: objects first, then their rows, so a retry after a failure
 * half-way finds what is left and finishes the job.
 */
@Controller()
export class UserDataController {
  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    private readonly storage: ObjectStorage,
  ) {}

  @MessagePattern(UserDataPatterns.purgeUploads)
  async purge(@Payload() { userId }: UserIdRequest): Promise<RpcResponse<'media.user-data.purge'>> {
    const owned = await this.uploads.findBy({ ownerId: userId });
    if (owned.length === 0) return { deleted: 0 };
    await this.storage.client.removeObjects(
      this.storage.bucket,
      owned.map((upload) => upload.objectKey),
    );
    await this.uploads.delete(owned.map((upload) => upload.id));
    return { deleted: owned.length };
  }
}
