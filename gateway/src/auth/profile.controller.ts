import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Patch,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  AuthMessages,
  AuthPatterns,
  ChangeEmailDto,
  ConfirmEmailChangeDto,
  UpdateProfileDto,
  type PublicUser,
  type SessionPrincipal,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ApiImageUpload, storeUploadedImage } from '../media/upload-reader';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import {
  CONFIRM_EMAIL_LIMITS,
  PASSWORD_CHECK_LIMITS,
  PROFILE_EDIT_LIMITS,
} from './auth-rate-limits';
import { SessionResolver } from './session-resolver';
import { Authenticated, CurrentSession } from './session.guard';

/**
 * What a signed-in rider changes about their own account on /profile: username, e-mail (by a
 * link mailed to the new address) and picture. Each acts on the session's user only.
 */
@ApiTags('auth')
@Controller('auth')
export class ProfileController {
  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    @InjectServiceClient('media') private readonly media: ServiceClient,
    private readonly sessions: SessionResolver,
  ) {}

  /** A new username, unique, by the sign-up rules; the answer is the updated user. */
  @Patch('profile')
  @Authenticated()
  @RateLimit(PROFILE_EDIT_LIMITS)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ description: 'The updated user.' })
  @ApiConflictResponse({ description: AuthMessages.usernameTaken })
  async updateProfile(
    @Body() body: UpdateProfileDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<PublicUser> {
    const user = await this.auth.send(AuthPatterns.updateUsername, {
      username: body.username,
      userId: session.user.id,
    });
    this.sessions.forgetUser(user.id);
    return user;
  }

  /**
   * Checks the password and mails a confirmation link to the new address; the account keeps its
   * address until that link is opened. Counted with the other password checks.
   */
  @Post('profile/email')
  @HttpCode(200)
  @Authenticated()
  @RateLimit(PASSWORD_CHECK_LIMITS)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ description: '{pendingEmail}: where the confirmation link was sent.' })
  @ApiBadRequestResponse({ description: `${AuthMessages.wrongPassword}, or a bad address.` })
  @ApiConflictResponse({ description: AuthMessages.emailTaken })
  requestEmailChange(
    @Body() body: ChangeEmailDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<{ pendingEmail: string }> {
    return this.auth.send(AuthPatterns.requestEmailChange, {
      email: body.email,
      password: body.password,
      userId: session.user.id,
      requestId: randomUUID(),
    });
  }

  /**
   * Opens an e-mail change's link: the account's address becomes the new one. Open to anyone
   * holding the link (it may be opened in another browser); sessions stay valid.
   */
  @Post('email/confirm')
  @HttpCode(200)
  @RateLimit(CONFIRM_EMAIL_LIMITS)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ description: '{email}: the account’s address now.' })
  @ApiBadRequestResponse({ description: AuthMessages.invalidEmailChangeToken })
  @ApiConflictResponse({ description: AuthMessages.emailTaken })
  confirmEmailChange(@Body() body: ConfirmEmailChangeDto): Promise<{ email: string }> {
    return this.auth.send(AuthPatterns.confirmEmailChange, { token: body.token });
  }

  /**
   * A new picture, uploaded as on `/api/upload/image` (an image by its bytes, at most 5 MB) and
   * stored as the account's; the answer is the updated user.
   */
  @Put('profile/picture')
  @Authenticated()
  @RateLimit(PROFILE_EDIT_LIMITS)
  @UseGuards(RateLimitGuard)
  @ApiImageUpload()
  @ApiOkResponse({ description: 'The updated user, its profileImageUrl the stored image.' })
  async setPicture(
    @Req() request: FastifyRequest,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<PublicUser> {
    const { imageUrl } = await storeUploadedImage(request, this.media, session.user.id);
    return this.savePicture(session, imageUrl);
  }

  @Delete('profile/picture')
  @Authenticated()
  @RateLimit(PROFILE_EDIT_LIMITS)
  @UseGuards(RateLimitGuard)
  @ApiOkResponse({ description: 'The updated user, without a picture.' })
  removePicture(@CurrentSession() session: SessionPrincipal): Promise<PublicUser> {
    return this.savePicture(session, null);
  }

  private async savePicture(
    session: SessionPrincipal,
    imageUrl: string | null,
  ): Promise<PublicUser> {
    const user = await this.auth.send(AuthPatterns.setPicture, {
      userId: session.user.id,
      imageUrl,
    });
    this.sessions.forgetUser(user.id);
    return user;
  }
}
