import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { UserDataPatterns, type RpcResponse } from '@roadbook/contracts';
import { IsInt } from 'class-validator';
import { UploadsService } from '../uploads/uploads.service';

class UserIdRequest {
  @IsInt()
  userId: number;
}

/** A deleted account's uploads go, except objects another owner still holds. */
@Controller()
export class UserDataController {
  constructor(private readonly uploads: UploadsService) {}

  @MessagePattern(UserDataPatterns.purgeUploads)
  async purge(@Payload() { userId }: UserIdRequest): Promise<RpcResponse<'media.user-data.purge'>> {
    return { deleted: await this.uploads.purgeOwner(userId) };
  }
}
