import { describe, expect, it } from 'vitest';
import { formatHttpError } from './http-error';

describe('formatHttpError', () => {
  it('joins status and body text', () => {
    expect(formatHttpError(400, 'Trip name must be at least 3 characters', 'Bad Request')).toBe(
      '400: Trip name must be at least 3 characters',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatHttpError(404, '', 'Not Found')).toBe('404: Not Found');
  });
});
