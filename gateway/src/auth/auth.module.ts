import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SiteCookies } from '../http/cookies';
import { RATE_LIMIT_STORE } from '../rate-limit/rate-limiter';
import type { RateLimitStore } from '../rate-limit/rate-limit.store';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle';
import { ProfileController } from './profile.controller';
import { SessionResolver } from './session-resolver';
import { SessionGuard } from './session.guard';

@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, ProfileController],
  providers: [
    LocalStrategy,
    {
      provide: LoginThrottle,
      inject: [RATE_LIMIT_STORE],
      useFactory: (store: RateLimitStore) => new LoginThrottle(store),
    },
    SessionGuard,
    SessionResolver,
    SiteCookies,
  ],
  exports: [SessionGuard, SessionResolver, SiteCookies],
})
export class AuthModule {}
