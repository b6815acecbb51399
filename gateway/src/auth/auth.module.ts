import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SiteCookies } from '../http/cookies';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { SessionResolver } from './session-resolver';
import { SessionGuard } from './session.guard';

@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController],
  providers: [LocalStrategy, SessionGuard, SessionResolver, SiteCookies],
  exports: [SessionGuard, SessionResolver, SiteCookies],
})
export class AuthModule {}
