import { randomBytes } from 'node:crypto';

/**
 * A fresh transport secret for the apps one launcher starts: they sign every message with it,
 * and nothing else on the machine knows it, so nothing else can talk to their service ports.
 */
export function generateTransportSecret(): string {
  return randomBytes(32).toString('hex');
}
