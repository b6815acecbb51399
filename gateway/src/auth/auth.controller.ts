import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  AuthMessages,
  AuthPatterns,
  ChangePasswordDto,
  DeleteAccountDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  type ForgotPasswordResult,
  type IssuedSession,
  type PublicUser,
  type SessionPrincipal,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { SiteCookies } from '../http/cookies';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import {
  FORGOT_PASSWORD_LIMITS,
  LOGIN_LIMITS,
  PASSWORD_CHECK_LIMITS,
  REGISTER_LIMITS,
  RESET_PASSWORD_LIMITS,
} from './auth-rate-limits';
import { SessionResolver } from './session-resolver';
import { Authenticated, CurrentSession } from './session.guard';

type Reply = FastifyReply;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly sessions: SessionResolver,
    private readonly cookies: SiteCookies,
  ) {}

  /** The signed-in user, or 401: the web app reads this to know who is there. */
  @Get('user')
  async currentUser(@Req() request: FastifyRequest): Promise<PublicUser> {
    // Asked afresh: this is what the web app shows and gates admin screens by, so a changed role
    // shows at the next page load rather than when the cached session expires.
    const principal = await this.sessions.resolve(request, { fresh: true });
    if (!principal) {
      throw new UnauthorizedException({ statusCode: 401, message: AuthMessages.notSignedIn });
    }
    return principal.user;
  }

  @Post('register')
  @RateLimit(REGISTER_LIMITS)
  @UseGuards(RateLimitGuard)
  async register(
    @Body() body: RegisterDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<PublicUser> {
    const session = await this.auth.send(AuthPatterns.register, {
      ...body,
      context: { ip: request.ip, userAgent: request.headers['user-agent'] },
      // Names this sign-up, so that sending it again to another auth replica makes no second
      // account: the gateway's own, never taken from the request.
      idempotencyKey: randomUUID(),
    });
    this.setSession(request, reply, session);
    return session.user;
  }

  @Post('login')
  @HttpCode(200)
  // Passport's local strategy reads the body, so no argument names its class.
  @ApiBody({ type: LoginDto })
  @RateLimit(LOGIN_LIMITS)
  @UseGuards(RateLimitGuard, AuthGuard('local'))
  login(
    @Req() request: FastifyRequest & { user: IssuedSession },
    @Res({ passthrough: true }) reply: Reply,
  ): PublicUser {
    this.setSession(request, reply, request.user);
    return request.user.user;
  }

  /** Signs out this device only; other devices stay signed in. */
  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<{ ok: true }> {
    const token = this.cookies.read(request, 'roadbook_session');
    if (token) {
      await this.auth.send(AuthPatterns.revokeSession, { token });
      this.sessions.forgetToken(token);
    }
    this.cookies.clear(reply, 'roadbook_session');
    return { ok: true };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit(FORGOT_PASSWORD_LIMITS)
  @UseGuards(RateLimitGuard)
  forgotPassword(@Body() body: ForgotPasswordDto): Promise<ForgotPasswordResult> {
    return this.auth.send(AuthPatterns.forgotPassword, {
      email: body.email,
      requestId: randomUUID(),
    });
  }

  /** Sets a new password from an e-mailed link; every session of the account ends. */
  @Post('reset-password')
  @HttpCode(200)
  @RateLimit(RESET_PASSWORD_LIMITS)
  @UseGuards(RateLimitGuard)
  resetPassword(@Body() body: ResetPasswordDto): Promise<{ ok: true }> {
    return this.auth.send(AuthPatterns.resetPassword, body);
  }

  /** Checks the current password; other devices are signed out, this one stays. */
  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  @RateLimit(PASSWORD_CHECK_LIMITS)
  @UseGuards(RateLimitGuard)
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<{ ok: true }> {
    const changed = await this.auth.send(AuthPatterns.changePassword, {
      ...body,
      userId: session.user.id,
      sessionId: session.sessionId,
    });
    this.sessions.forgetUser(session.user.id);
    return changed;
  }

  /**
   * Deletes the account once its password is given again; its trips and uploads follow through
   * a durable job.
   */
  @Delete('profile')
  @Authenticated()
  @RateLimit(PASSWORD_CHECK_LIMITS)
  @UseGuards(RateLimitGuard)
  async deleteProfile(
    @Body() body: DeleteAccountDto,
    @CurrentSession() session: SessionPrincipal,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<{ ok: true }> {
    await this.auth.send(AuthPatterns.deleteUser, { ...body, userId: session.user.id });
    this.sessions.forgetUser(session.user.id);
    this.cookies.clear(reply, 'roadbook_session');
    return { ok: true };
  }

  private setSession(request: FastifyRequest, reply: Reply, session: IssuedSession): void {
    this.cookies.set(
      request,
      reply,
      'roadbook_session',
      session.token,
      new Date(session.expiresAt),
    );
  }
}
