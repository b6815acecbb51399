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

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorBody).statusCode === 'number' &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
