/**
 * What went wrong, in a word that code branches on (never on a message's text): every service
 * error and every `/api` error carries one. A rule about one field ("this e-mail is taken") is a
 * generic code with that field named in `errors`.
 */
export const ERROR_CODES = [
  /** Bad or missing input; `errors` names the fields. */
  'invalid-input',
  /** The call needs a signed-in user. */
  'not-signed-in',
  /** Sign-in refused: no such user, or the wrong password. */
  'invalid-credentials',
  /** Signed in, but this caller may not do this (not the owner, not an admin). */
  'forbidden',
  /** No such thing, or none this caller may see. */
  'not-found',
  /** It exists, but is not ready yet (an itinerary still being generated). */
  'not-ready',
  /** This method is refused on this resource. */
  'method-not-allowed',
  /** A value that must be unique is taken; `errors` names the field. */
  'conflict',
  /** The request or its file is over the size limit. */
  'too-large',
  /** The request's body is of a type this call does not take. */
  'unsupported-media-type',
  /** Too many calls in a while; try again later. */
  'rate-limited',
  /** A bug on our side, logged as one. */
  'unexpected',
  /** A part of Roadbook (a service or its database) is not answering. */
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one mapping of codes to HTTP statuses. The gateway answers with it; services name a code
 * and never pick a status.
 */
export const HTTP_STATUS_OF_ERROR: { readonly [C in ErrorCode]: number } = {
  'invalid-input': 400,
  'not-signed-in': 401,
  'invalid-credentials': 401,
  forbidden: 403,
  'not-found': 404,
  'not-ready': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  unexpected: 500,
  unavailable: 503,
};

/**
 * The code for an HTTP error raised without one (the web framework's own, a proxy's): by its
 * status. A gateway or proxy in front that cannot reach us (502, 504) is `unavailable`.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find(
    (code) =>
      HTTP_STATUS_OF_ERROR[code] === status &&
      code !== 'invalid-credentials' &&
      code !== 'not-ready',
  );
  if (exact) return exact;
  if (status === 502 || status === 504) return 'unavailable';
  return status >= 500 ? 'unexpected' : 'invalid-input';
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
