import { describe, expect, it } from 'vitest';
import { httpApiError } from './api-error';
import { readApiError } from './api-error-details';

describe('readApiError', () => {
  it('reads the server message and the first message of each field', () => {
    const body = JSON.stringify({
      statusCode: 400,
      code: 'invalid-input',
      message: 'Username must be at least 3 characters',
      errors: { username: ['Username must be at least 3 characters'], email: ['A', 'B'] },
    });
    expect(readApiError(httpApiError(400, body, 'Bad Request'))).toEqual({
      code: 'invalid-input',
      message: 'Username must be at least 3 characters',
      fieldErrors: { username: 'Username must be at least 3 characters', email: 'A' },
    });
  });

  it('reads the typed body, never the message text', () => {
    const body = JSON.stringify({ statusCode: 400, message: 'Bad', errors: { name: ['Short'] } });
    // The "status: body" sentence alone is what errors looked like before the body was typed.
    expect(readApiError({ status: 400, message: `400: ${body}` })).toEqual({
      code: null,
      message: null,
      fieldErrors: {},
    });
    expect(
      readApiError({
        status: 400,
        code: 'invalid-input',
        message: '400: whatever',
        body: { statusCode: 400, message: 'Bad', errors: { name: ['Short'] } },
      }),
    ).toEqual({ code: 'invalid-input', message: 'Bad', fieldErrors: { name: 'Short' } });
  });

  it('gives no message for network failures or bodies that are not JSON', () => {
    expect(readApiError({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toEqual({
      code: null,
      message: null,
      fieldErrors: {},
    });
    expect(readApiError(httpApiError(502, '', 'Bad Gateway'))).toEqual({
      code: 'unavailable',
      message: null,
      fieldErrors: {},
    });
    expect(readApiError(httpApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'))).toEqual({
      code: 'unavailable',
      message: null,
      fieldErrors: {},
    });
    expect(readApiError(undefined)).toEqual({ code: null, message: null, fieldErrors: {} });
  });

  it('gives no message for an empty server sentence', () => {
    expect(readApiError(httpApiError(500, '{"statusCode":500,"message":""}', ''))).toEqual({
      code: 'unexpected',
      message: null,
      fieldErrors: {},
    });
  });
});
