import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable session and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a database leak does not hand out sessions or reset links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
