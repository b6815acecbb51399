import { Module, type DynamicModule } from '@nestjs/common';
import { serviceFoundation, type ServiceEnv } from '@roadbook/platform';
import { CreateUsers1763798400000 } from './migrations/1763798400000-create-users';
import { UserEntity } from './users/entities/user.entity';

@Module({})
export class AuthServiceModule {
  static forRoot(env: ServiceEnv): DynamicModule {
    return {
      module: AuthServiceModule,
      imports: serviceFoundation('auth', env, {
        schema: 'auth',
        entities: [UserEntity],
        migrations: [CreateUsers1763798400000],
      }),
    };
  }
}
