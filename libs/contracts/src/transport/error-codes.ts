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
 * The code an HTTP status stands for when an error comes without one (the web framework's own,
 * a proxy's). Where two codes share a status, the general one: a 401 is `not-signed-in`, a 404
 * `not-found`. A proxy in front that cannot reach us (502, 504) is `unavailable`.
 */
const ERROR_CODE_OF_STATUS: ReadonlyMap<number, ErrorCode> = new Map([
  [400, 'invalid-input'],
  [401, 'not-signed-in'],
  [403, 'forbidden'],
  [404, 'not-found'],
  [405, 'method-not-allowed'],
  [409, 'conflict'],
  [413, 'too-large'],
  [415, 'unsupported-media-type'],
  [429, 'rate-limited'],
  [500, 'unexpected'],
  [502, 'unavailable'],
  [503, 'unavailable'],
  [504, 'unavailable'],
]);

/** The code for an HTTP error raised without one; any other status by its class. */
export function errorCodeForStatus(status: number): ErrorCode {
  return ERROR_CODE_OF_STATUS.get(status) ?? (status >= 500 ? 'unexpected' : 'invalid-input');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
