import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { createHash } from 'node:crypto';
import { ByCaller } from './trip-caller.dto';

const visitorTokenHash = createHash('sha256').update('visitor-token').digest('hex');

/** The properties of a request whose caller the trips service refuses. */
function problems(request: unknown): string[] {
  const errors = validateSync(plainToInstance(ByCaller, request as object));
  return errors.flatMap((error) =>
    error.children?.length
      ? error.children.map((child) => `${error.property}.${child.property}`)
      : [error.property],
  );
}

describe('the caller of a trips request', () => {
  it.each([
    ['a visitor with no token yet', {}],
    ['a visitor', { visitorTokenHash }],
    ['a signed-in user', { userId: 12, role: 'user' }],
    ['an admin who planned as a visitor first', { userId: 1, role: 'admin', visitorTokenHash }],
  ])('accepts %s', (_, caller) => {
    expect(problems({ caller })).toEqual([]);
  });

  it.each([
    ['no caller at all', {}, ['caller']],
    ['a caller that is not an object', { caller: 'admin' }, ['caller']],
    ['a role without a user', { caller: { role: 'admin' } }, ['caller.userId']],
    ['a user without a role', { caller: { userId: 12 } }, ['caller.role']],
    ['an unknown role', { caller: { userId: 12, role: 'root' } }, ['caller.role']],
    [
      'a user id that is not a positive integer',
      { caller: { userId: 0, role: 'user' } },
      ['caller.userId'],
    ],
    ['a user id given as text', { caller: { userId: '12', role: 'user' } }, ['caller.userId']],
    [
      'a visitor token instead of its hash',
      { caller: { visitorTokenHash: 'raw-token' } },
      ['caller.visitorTokenHash'],
    ],
  ])('refuses %s', (_, request, expected) => {
    expect(problems(request)).toEqual(expected);
  });
});
