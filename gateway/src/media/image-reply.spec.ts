import { isFresh } from './image-reply';

describe('isFresh', () => {
  const etag = '"abc123"';

  it.each([
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"zzz", "abc123"', true],
    ['*', true],
    ['"abc"', false],
    ['abc123', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %j → %s', (header, fresh) => {
    expect(isFresh(header, etag)).toBe(fresh);
  });
});
