import type { ServiceName } from './message-patterns';

/**
 * How a service reports a failure the caller should see: the gateway answers with this status
 * and body, the shape every `/api` error has (`{statusCode, message, errors?}`).
 */
export interface ServiceErrorBody {
  statusCode: number;
  message: string;
  /** Messages per field, shown under each field by the web app. */
  errors?: Record<string, string[]>;
}

/**
 * What users read while one part of Roadbook cannot answer (its service is down, or its database
 * is): the area by name, so they know the rest still works.
 */
export const SERVICE_UNAVAILABLE_MESSAGES: { readonly [S in ServiceName]: string } = {
  auth: 'Sign-in and accounts are briefly unavailable. Please try again in a moment.',
  trips: 'Trips are briefly unavailable. Please try again in a moment.',
  blog: 'Blog is briefly unavailable. Please try again in a moment.',
  media: 'Images and maps are briefly unavailable. Please try again in a moment.',
};

/** What users read when a service failed in a way nobody planned for (a bug, logged as one). */
export const UNEXPECTED_SERVICE_ERROR = 'Something went wrong on our side. Please try again.';

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorBody).statusCode === 'number' &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
