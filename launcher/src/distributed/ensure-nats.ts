import { natsConnectionOptions, type TransportEnv } from '@roadbook/platform';
import { connect } from 'nats';

/**
 * Checks, before any app starts, that the NATS server the apps will call each other through
 * answers and has JetStream (which carries messages over its payload limit): without it every
 * service would die at start and be restarted for ever. Throws a sentence saying what to do.
 */
export async function ensureNats(env: TransportEnv): Promise<void> {
  const fix = 'start one (`nats-server -js`) or point NATS_URL at one';
  let connection;
  try {
    connection = await connect({
      ...natsConnectionOptions(env, 'launcher-check'),
      maxReconnectAttempts: 0,
      timeout: 5_000,
    });
  } catch (error) {
    throw new Error(
      `No NATS server answers at ${env.NATS_URL} (${(error as Error).message}): ${fix}.`,
    );
  }
  try {
    if (!connection.info?.jetstream) {
      throw new Error(`The NATS server at ${env.NATS_URL} has JetStream off: ${fix}.`);
    }
  } finally {
    await connection.close();
  }
}
