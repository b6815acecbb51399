import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  ChangeEmailDto,
  ConfirmEmailChangeDto,
  UpdateProfileDto,
  type RpcResponse,
} from '@roadbook/contracts';
import { IsInt, IsOptional, IsString, IsUUID } from 'class-validator';
import { EmailChangeService } from './email-change.service';
import { ProfileService } from './profile.service';

class UpdateUsernameRequest extends UpdateProfileDto {
  @IsInt()
  userId: number;
}

class SetPictureRequest {
  @IsInt()
  userId: number;

  /** Checked against this site's media paths by the service, with a message of its own. */
  @IsOptional()
  @IsString()
  imageUrl: string | null;
}

class RequestEmailChangeRequest extends ChangeEmailDto {
  @IsInt()
  userId: number;

  /** The gateway's name for this request (EmailChangeService.requestChange). */
  @IsUUID()
  requestId: string;
}

class EmailChangeRequestIdRequest {
  @IsUUID()
  requestId: string;
}

/** The auth service's profile surface: username, picture and e-mail changes. */
@Controller()
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly emailChange: EmailChangeService,
  ) {}

  @MessagePattern(AuthPatterns.updateUsername)
  updateUsername(
    @Payload() request: UpdateUsernameRequest,
  ): Promise<RpcResponse<'auth.profile.update-username'>> {
    return this.profile.updateUsername(request.userId, request.username);
  }

  @MessagePattern(AuthPatterns.setPicture)
  setPicture(
    @Payload() request: SetPictureRequest,
  ): Promise<RpcResponse<'auth.profile.set-picture'>> {
    return this.profile.setPicture(request.userId, request.imageUrl ?? null);
  }

  @MessagePattern(AuthPatterns.requestEmailChange)
  requestEmailChange(
    @Payload() request: RequestEmailChangeRequest,
  ): Promise<RpcResponse<'auth.email.request-change'>> {
    return this.emailChange.requestChange(
      request.userId,
      request.email,
      request.password,
      request.requestId,
    );
  }

  @MessagePattern(AuthPatterns.issueEmailChangeToken)
  issueEmailChangeToken(
    @Payload() request: EmailChangeRequestIdRequest,
  ): Promise<RpcResponse<'auth.email.issue-change-token'>> {
    return this.emailChange.issueToken(request.requestId);
  }

  @MessagePattern(AuthPatterns.confirmEmailChangeMailed)
  async confirmEmailChangeMailed(
    @Payload() request: EmailChangeRequestIdRequest,
  ): Promise<RpcResponse<'auth.email.confirm-change-mailed'>> {
    await this.emailChange.confirmMailed(request.requestId);
    return { ok: true };
  }

  @MessagePattern(AuthPatterns.confirmEmailChange)
  confirmEmailChange(
    @Payload() request: ConfirmEmailChangeDto,
  ): Promise<RpcResponse<'auth.email.confirm-change'>> {
    return this.emailChange.confirm(request.token);
  }
}
