/**
 * bcrypt reads only the first 72 bytes of a password and ignores the rest, so a longer one
 * would be accepted while part of it protects nothing. Counted in UTF-8 bytes, not characters:
 * an accented letter takes two, most emoji four.
 */
export const PASSWORD_MAX_BYTES = 72;

export function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

export function isPasswordTooLong(password: string): boolean {
  return utf8ByteLength(password) > PASSWORD_MAX_BYTES;
}
