import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule, QueueModule } from '@roadbook/platform';
import { serviceFoundation } from '@roadbook/platform/database';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import type { AuthServiceEnv } from './auth-service.env';
import { CreateUsers1763798400000 } from './migrations/1763798400000-create-users';
import { CreateSessions1763884800000 } from './migrations/1763884800000-create-sessions';
import { AddResetRequestState1763971200000 } from './migrations/1763971200000-add-reset-request-state';
import { AddSessionLastSeen1763971260000 } from './migrations/1763971260000-add-session-last-seen';
import { AddEmailChangeState1764201600000 } from './migrations/1764201600000-add-email-change-state';
import { AddSignupKey1764979200000 } from './migrations/1764979200000-add-signup-key';
import { AddSpentLinkReceipts1765065600000 } from './migrations/1765065600000-add-spent-link-receipts';
import { PasswordResetService } from './password-reset/password-reset.service';
import { EmailChangeService } from './profile/email-change.service';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { PasswordHasher } from './passwords/password-hasher';
import { SessionEntity } from './sessions/entities/session.entity';
import { SessionsService } from './sessions/sessions.service';
import { UserEntity } from './users/entities/user.entity';

export const AUTH_ENTITIES = [UserEntity, SessionEntity];
export const AUTH_MIGRATIONS = [
  CreateUsers1763798400000,
  CreateSessions1763884800000,
  AddResetRequestState1763971200000,
  AddSessionLastSeen1763971260000,
  AddEmailChangeState1764201600000,
  AddSignupKey1764979200000,
  AddSpentLinkReceipts1765065600000,
];

@Module({})
export class AuthServiceModule {
  static forRoot(env: AuthServiceEnv): DynamicModule {
    return {
      module: AuthServiceModule,
      imports: [
        ...serviceFoundation('auth', env, {
          schema: 'auth',
          entities: AUTH_ENTITIES,
          migrations: AUTH_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(AUTH_ENTITIES),
        QueueModule,
        EventsModule,
      ],
      controllers: [AccountsController, ProfileController],
      providers: [
        AccountsService,
        SessionsService,
        PasswordResetService,
        ProfileService,
        EmailChangeService,
        PasswordHasher,
      ],
    };
  }
}
