import { randomInt } from 'node:crypto';

/**
 * A client address of its own (from 10.0.0.0/8), sent as `X-Forwarded-For`. The shared
 * deployment trusts one proxy, so its per-address limits (sign-ups, sign-ins, plans, analytics,
 * images) count each address apart: specs that share it never use up one another's allowance.
 * Deployments that trust no proxy ignore the header. Random, so two specs run one after another
 * in one process never meet the same address.
 */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * This spec's address: what its browsers and its sessions send unless told otherwise. Each spec
 * file loads its own copy of this module, so each has its own address.
 */
export const SPEC_CLIENT_ADDRESS = clientAddress();

/** The header that gives requests this spec's address. */
export const SPEC_CLIENT_HEADERS: Readonly<Record<string, string>> = {
  'x-forwarded-for': SPEC_CLIENT_ADDRESS,
};
