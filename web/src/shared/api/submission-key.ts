/**
 * A fresh random key naming one submission of a form (the `Idempotency-Key` it is sent with):
 * 128 random bits in hex. `crypto.getRandomValues` rather than `crypto.randomUUID`, which only
 * secure pages have: local mode opened from a phone by the computer's address is plain HTTP.
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
