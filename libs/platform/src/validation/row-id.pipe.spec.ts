import { BadRequestException } from '@nestjs/common';
import { ParseRowIdPipe } from './row-id.pipe';

describe('ParseRowIdPipe', () => {
  const pipe = new ParseRowIdPipe();

  it('takes a whole number a row can have', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2_147_483_647);
  });

  it.each(['99999999999999999999', '2147483648', '0', '-1', '07', '1e3', '0x10', ' 7', '7.0', ''])(
    'refuses %p with a 400 that says what an id is',
    (value) => {
      let refusal: unknown;
      try {
        pipe.transform(value);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(BadRequestException);
      expect((refusal as BadRequestException).getResponse()).toEqual({
        statusCode: 400,
        code: 'invalid-input',
        message: 'id must be a whole number from 1 to 2147483647',
      });
    },
  );

  it('names the parameter it reads', () => {
    expect(() => new ParseRowIdPipe('tripId').transform('abc')).toThrow(
      'tripId must be a whole number from 1 to 2147483647',
    );
  });
});
