import { TransportEnv, validateEnv } from '@roadbook/platform';
import { TEST_NATS_URL } from '@roadbook/platform/testing';
import { freePort } from '../free-port';
import { ensureNats } from './ensure-nats';

describe('ensureNats', () => {
  it('passes on a NATS server with JetStream, as the machines here have', async () => {
    await expect(ensureNats(validateEnv(TransportEnv, { NATS_URL: TEST_NATS_URL }))).resolves.toBe(
      undefined,
    );
  });

  it('says where no NATS server answers, and what to do', async () => {
    const nowhere = `nats://127.0.0.1:${await freePort()}`;
    await expect(ensureNats(validateEnv(TransportEnv, { NATS_URL: nowhere }))).rejects.toThrow(
      `No NATS server answers at ${nowhere}`,
    );
    await expect(ensureNats(validateEnv(TransportEnv, { NATS_URL: nowhere }))).rejects.toThrow(
      /nats-server -js.*NATS_URL/,
    );
  });
});
