import { IsInt, IsString, Max, Min } from 'class-validator';
import { DatabaseEnv, QueueEnv, ToBoolean, TransportEnv } from './env.schemas';
import { ConfigurationError, validateEnv } from './validate-env';

class SampleEnv {
  @IsString()
  NAME = 'default-name';

  @IsInt()
  @Min(1)
  @Max(10)
  COUNT: number = 3;

  @ToBoolean()
  FLAG: boolean = false;
}

describe('validateEnv', () => {
  it('uses the defaults when nothing is set, so local mode needs no variables', () => {
    expect(validateEnv(SampleEnv, {})).toEqual({ NAME: 'default-name', COUNT: 3, FLAG: false });
  });

  it('converts numbers and flags from their string form', () => {
    const env = validateEnv(SampleEnv, { COUNT: '7', FLAG: 'true', NAME: 'x' });
    expect(env).toEqual({ NAME: 'x', COUNT: 7, FLAG: true });
    expect(validateEnv(SampleEnv, { FLAG: 'false' }).FLAG).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(validateEnv(SampleEnv, { COUNT: '' }).COUNT).toBe(3);
  });

  it('names every malformed variable in one error', () => {
    expect(() => validateEnv(SampleEnv, { COUNT: 'many' })).toThrow(ConfigurationError);
    try {
      validateEnv(SampleEnv, { COUNT: '99' });
    } catch (error) {
      expect((error as ConfigurationError).problems).toEqual([
        'COUNT: COUNT must not be greater than 10',
      ]);
    }
  });

  it('names the hot statements unless told not to (local mode)', () => {
    expect(validateEnv(DatabaseEnv, {}).DATABASE_NAMED_STATEMENTS).toBe(true);
    expect(
      validateEnv(DatabaseEnv, { DATABASE_NAMED_STATEMENTS: 'false' }).DATABASE_NAMED_STATEMENTS,
    ).toBe(false);
  });

  it('refuses a pool idle time that is not a whole number of milliseconds', () => {
    expect(() => validateEnv(DatabaseEnv, { DATABASE_POOL_IDLE_MS: '1.5' })).toThrow(
      /DATABASE_POOL_IDLE_MS/,
    );
    expect(validateEnv(DatabaseEnv, {}).DATABASE_POOL_IDLE_MS).toBe(60_000);
  });

  it('rejects a database URL that is not a PostgreSQL URL', () => {
    expect(() => validateEnv(DatabaseEnv, { DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('requires a queue database URL only for the PostgreSQL queue backend', () => {
    expect(validateEnv(QueueEnv, { QUEUE_BACKEND: 'redis' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => validateEnv(QueueEnv, { QUEUE_BACKEND: 'postgres' })).toThrow(
      /QUEUE_DATABASE_URL/,
    );
    expect(() => validateEnv(QueueEnv, { QUEUE_BACKEND: 'kafka' })).toThrow(/QUEUE_BACKEND/);
  });

  it('reaches the services through NATS by default, and takes a user only with its password', () => {
    const defaults = validateEnv(TransportEnv, {});
    expect(defaults).toMatchObject({
      SERVICE_TRANSPORT: 'nats',
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_SUBJECT_PREFIX: 'roadbook',
    });
    expect(() => validateEnv(TransportEnv, { NATS_USER: 'roadbook' })).toThrow(/NATS_PASSWORD/);
    expect(() => validateEnv(TransportEnv, { NATS_PASSWORD: 'secret' })).toThrow(/NATS_USER/);
    expect(
      validateEnv(TransportEnv, { NATS_USER: 'roadbook', NATS_PASSWORD: 'secret' }),
    ).toMatchObject({ NATS_USER: 'roadbook', NATS_PASSWORD: 'secret' });
    expect(() => validateEnv(TransportEnv, { SERVICE_TRANSPORT: 'tcp' })).toThrow(
      /SERVICE_TRANSPORT/,
    );
    expect(() => validateEnv(TransportEnv, { NATS_SUBJECT_PREFIX: 'a b' })).toThrow(
      /NATS_SUBJECT_PREFIX/,
    );
  });
});
