import { validateEnv } from '@roadbook/platform';
import { localAppEnv, type LocalParts } from './local-app-env';
import { LocalEnv } from './local.env';

const PARTS: LocalParts = {
  databaseUrl: 'postgres://127.0.0.1:54321/roadbook',
  s3: { endpoint: 'http://127.0.0.1:4569', accessKey: 'S3RVER', secretKey: 'S3RVER' },
  port: 3000,
  url: 'http://127.0.0.1:3000',
};

describe('localAppEnv', () => {
  const rawEnv = { DATA_DIR: '/tmp/roadbook-data', SOMETHING_ELSE: 'kept' };
  const env = validateEnv(LocalEnv, rawEnv);

  it('points every app at the embedded parts, the queue on PostgreSQL, the services in process', () => {
    const appEnv = localAppEnv(rawEnv, env, PARTS);
    expect(appEnv).toMatchObject({
      DATABASE_URL: PARTS.databaseUrl,
      DATABASE_POOL_IDLE_MS: '0',
      QUEUE_BACKEND: 'postgres',
      QUEUE_DATABASE_URL: PARTS.databaseUrl,
      S3_ENDPOINT: PARTS.s3.endpoint,
      SERVICE_TRANSPORT: 'in-process',
      PORT: '3000',
      PUBLIC_URL: PARTS.url,
      MAIL_OUTBOX_DIR: '/tmp/roadbook-data/outbox',
      METRICS_PORT: '0',
      SOMETHING_ELSE: 'kept',
    });
  });

  it('keeps a PUBLIC_URL that was set', () => {
    const behindProxy = { ...rawEnv, PUBLIC_URL: 'https://roadbook.example' };
    expect(localAppEnv(behindProxy, env, PARTS).PUBLIC_URL).toBe('https://roadbook.example');
  });
});
