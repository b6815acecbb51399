import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ROW_ID_MAX, rowIdMessage } from '@roadbook/contracts';

/** Digits only, no sign, no leading zero: `1e3`, `0x10`, ` 7` and `07` are not ids. */
const DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * A route's id parameter (`/api/trips/:id`): a whole number from 1 to what the database's key
 * holds, else a 400 that says so. Nest's ParseIntPipe takes `99999999999999999999`, which then
 * fails in the database as an internal error.
 */
export class ParseRowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly name = 'id') {}

  transform(value: string): number {
    const id = DIGITS.test(value) ? Number(value) : NaN;
    if (!(id <= ROW_ID_MAX)) {
      throw new BadRequestException({
        statusCode: 400,
        code: 'invalid-input',
        message: rowIdMessage(this.name),
      });
    }
    return id;
  }
}
