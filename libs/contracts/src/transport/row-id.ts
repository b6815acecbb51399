import { IsInt, Max, Min } from 'class-validator';

/**
 * The largest id a row can have: every table's key is PostgreSQL's `integer`. A larger number
 * names no row; passed on to a query it would be refused by the database (an error, not a 404).
 */
export const ROW_ID_MAX = 2_147_483_647;

export const rowIdMessage = (name: string) =>
  `${name} must be a whole number from 1 to ${ROW_ID_MAX}`;

/** A row's id in a service's message (or each of a list): a number the database's key holds. */
export function IsRowId(name: string, { each = false } = {}): PropertyDecorator {
  const options = { message: rowIdMessage(name), each };
  return (target, property) => {
    Max(ROW_ID_MAX, options)(target, property);
    Min(1, options)(target, property);
    IsInt(options)(target, property);
  };
}
