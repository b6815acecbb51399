import { isErrorCode, type ErrorCode } from './error-codes';
import type { ServiceName } from './message-patterns';

/** Messages per field, shown under each field by the web app. */
export type FieldErrors = Record<string, string[]>;

/** How a service reports a failure the caller should see; its code decides the HTTP status. */
export interface ServiceErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

/** The body of every failed `/api` call: the service's answer with its HTTP status. */
export interface ApiErrorBody extends ServiceErrorBody {
  statusCode: number;
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
    isErrorCode((value as ServiceErrorBody).code) &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
