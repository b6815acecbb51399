import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  ChangePasswordDto,
  DeleteAccountDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  type RpcResponse,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { SessionsService } from '../sessions/sessions.service';
import { AccountsService } from './accounts.service';

class RequestContextDto {
  @IsString()
  ip: string;

  @IsOptional()
  @IsString()
  userAgent?: string;
}

class RegisterRequest extends RegisterDto {
  @ValidateNested()
  @Type(() => RequestContextDto)
  context: RequestContextDto;

  /** The gateway's key for this sign-up (AccountsService.register). */
  @IsUUID()
  idempotencyKey: string;
}

class LoginRequest extends LoginDto {
  @ValidateNested()
  @Type(() => RequestContextDto)
  context: RequestContextDto;
}

class TokenRequest {
  @IsString()
  @IsNotEmpty()
  token: string;
}

class IssueResetTokenRequest {
  @IsUUID()
  requestId: string;

  @IsEmail()
  email: string;
}

class ForgotPasswordRequest extends ForgotPasswordDto {
  /** The gateway's name for this request (PasswordResetService.requestReset). */
  @IsUUID()
  requestId: string;
}

class ResetRequestIdRequest {
  @IsUUID()
  requestId: string;
}

class ChangePasswordRequest extends ChangePasswordDto {
  @IsInt()
  userId: number;

  @IsUUID()
  sessionId: string;
}

/** As many names as one page of the admin's lists needs, and then some. */
const USER_NAMES_MAX = 200;

class UserNamesRequest {
  @IsArray()
  @ArrayMaxSize(USER_NAMES_MAX)
  @IsInt({ each: true })
  userIds: number[];
}

class DeleteUserRequest extends DeleteAccountDto {
  @IsInt()
  userId: number;
}

/** The auth service's transport surface; every payload is validated here too. */
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @MessagePattern(AuthPatterns.register)
  register(@Payload() request: RegisterRequest): Promise<RpcResponse<'auth.user.register'>> {
    return this.accounts.register(request, request.context, request.idempotencyKey);
  }

  @MessagePattern(AuthPatterns.login)
  login(@Payload() request: LoginRequest): Promise<RpcResponse<'auth.session.login'>> {
    return this.accounts.login(request, request.context);
  }

  @MessagePattern(AuthPatterns.resolveSession)
  resolveSession(@Payload() request: TokenRequest): Promise<RpcResponse<'auth.session.resolve'>> {
    return this.sessions.resolve(request.token);
  }

  @MessagePattern(AuthPatterns.revokeSession)
  async revokeSession(
    @Payload() request: TokenRequest,
  ): Promise<RpcResponse<'auth.session.revoke'>> {
    return { revoked: await this.sessions.revoke(request.token) };
  }

  @MessagePattern(AuthPatterns.forgotPassword)
  forgotPassword(
    @Payload() request: ForgotPasswordRequest,
  ): Promise<RpcResponse<'auth.password.forgot'>> {
    return this.passwordReset.requestReset(request.email, request.requestId);
  }

  @MessagePattern(AuthPatterns.issueResetToken)
  issueResetToken(
    @Payload() request: IssueResetTokenRequest,
  ): Promise<RpcResponse<'auth.password.issue-reset-token'>> {
    return this.passwordReset.issueToken(request.requestId, request.email);
  }

  @MessagePattern(AuthPatterns.confirmResetMailed)
  async confirmResetMailed(
    @Payload() request: ResetRequestIdRequest,
  ): Promise<RpcResponse<'auth.password.confirm-reset-mailed'>> {
    await this.passwordReset.confirmMailed(request.requestId);
    return { ok: true };
  }

  @MessagePattern(AuthPatterns.resetPassword)
  async resetPassword(
    @Payload() request: ResetPasswordDto,
  ): Promise<RpcResponse<'auth.password.reset'>> {
    await this.passwordReset.reset(request.token, request.password);
    return { ok: true };
  }

  @MessagePattern(AuthPatterns.changePassword)
  async changePassword(
    @Payload() request: ChangePasswordRequest,
  ): Promise<RpcResponse<'auth.password.change'>> {
    await this.accounts.changePassword(
      request.userId,
      request.sessionId,
      request.currentPassword,
      request.newPassword,
    );
    return { ok: true };
  }

  @MessagePattern(AuthPatterns.listUserNames)
  listUserNames(
    @Payload() request: UserNamesRequest,
  ): Promise<RpcResponse<'auth.user.list-names'>> {
    return this.accounts.listNames(request.userIds);
  }

  @MessagePattern(AuthPatterns.deleteUser)
  async deleteUser(
    @Payload() request: DeleteUserRequest,
  ): Promise<RpcResponse<'auth.user.delete'>> {
    await this.accounts.deleteAccount(request.userId, request.password);
    return { ok: true };
  }
}
