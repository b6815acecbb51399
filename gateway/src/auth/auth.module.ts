import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { PublicUrl } from './public-url';
import { SessionGuard } from './session.guard';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController],
  providers: [LocalStrategy, PublicUrl, SessionGuard],
  exports: [SessionGuard],
})
export class AuthModule {}
