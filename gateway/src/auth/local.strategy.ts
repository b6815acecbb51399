import { BadRequestException, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AuthPatterns, LoginDto, type IssuedSession } from '@roadbook/contracts';
import {
  fieldErrors,
  firstMessage,
  InjectServiceClient,
  type ServiceClient,
} from '@roadbook/platform';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { LoginThrottle } from './login-throttle';

/**
 * passport-local: e-mail and password from the JSON body, checked by the auth service (which
 * holds the bcrypt hashes) when the account's turn comes (`LoginThrottle`). A good pair yields a
 * new session for this device.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly throttle: LoginThrottle,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  /**
   * passport-local falls back to the query string when the body lacks a field. Credentials in a
   * URL end up in logs and history, and let a cross-site link sign a victim into an attacker's
   * account, so the strategy is shown a request with no query at all.
   */
  override authenticate(request: Parameters<Strategy['authenticate']>[0], options?: object): void {
    super.authenticate(Object.create(request, { query: { value: {} } }) as typeof request, options);
  }

  async validate(request: FastifyRequest, email: string, password: string): Promise<IssuedSession> {
    const credentials = plainToInstance(LoginDto, { email, password });
    const errors = fieldErrors(validateSync(credentials));
    if (Object.keys(errors).length > 0) {
      throw new BadRequestException({ statusCode: 400, message: firstMessage(errors), errors });
    }
    return this.throttle.attempt(credentials.email, () =>
      this.auth.send(AuthPatterns.login, {
        ...credentials,
        context: { ip: request.ip, userAgent: request.headers['user-agent'] },
      }),
    );
  }
}
