import { Global, Module, type DynamicModule } from '@nestjs/common';

/** The validated environment of the running app; platform modules read their part of it. */
export const APP_ENV = Symbol('APP_ENV');

/**
 * Makes the app's environment, validated once in its bootstrap, injectable everywhere:
 * `@Inject(APP_ENV) env: DatabaseEnv`.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: object): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_ENV, useValue: env }],
      exports: [APP_ENV],
    };
  }
}
