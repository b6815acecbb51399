import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a row because another one already holds its unique key. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION
  );
}
