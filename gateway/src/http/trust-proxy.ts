import { isIP } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Which proxies' `X-Forwarded-*` headers to believe: none, the nearest `hops`, or only those
 * connecting from listed addresses. Never "every hop": then any client picks its own address by
 * sending `X-Forwarded-For`, and each made-up address gets a fresh rate-limit budget.
 */
export type TrustedProxies = false | number | string[];

const HOP_COUNT = /^\d{1,2}$/;

/** An IPv4 or IPv6 address, optionally with a `/prefix` that fits its family. */
function isAddressOrCidr(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: `false` (or empty, or `0`) trusts no proxy; a number is how many proxies
 * stand in front of the gateway; a comma-separated list of addresses and CIDR ranges
 * (`10.0.0.0/8,127.0.0.1`) trusts the proxies connecting from them. Anything else, `true`
 * included, is undefined: the caller reports it.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies | undefined {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (HOP_COUNT.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

/** Validates `TRUST_PROXY` at start-up with a message saying what it accepts. */
export function IsTrustProxy(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrustProxy',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && parseTrustProxy(value) !== undefined,
        defaultMessage: () =>
          'TRUST_PROXY must be false, the number of proxies in front of the gateway (e.g. 1), ' +
          'or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)',
      },
    },
    options,
  );
}
