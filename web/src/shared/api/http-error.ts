/**
 * The generic rule (docs/product.md#api-conventions): a non-success response becomes an error whose
 * message is the status code, a colon and a space, then the body text (or the status text if
 * empty).
 */
export function formatHttpError(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}
