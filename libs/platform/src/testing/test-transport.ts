import { randomBytes } from 'node:crypto';

/**
 * The transport secret of one test run: the services a test starts and the clients it calls
 * them with sign with it, as every app of a deployment does with its own.
 */
export const TEST_TRANSPORT_SECRET = randomBytes(32).toString('hex');
