import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error-details';

describe('readApiError', () => {
  it('reads the server message and the first message of each field', () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: 'Username must be at least 3 characters',
      errors: { username: ['Username must be at least 3 characters'], email: ['A', 'B'] },
    });
    expect(readApiError({ status: 400, message: `400: ${body}` })).toEqual({
      message: 'Username must be at least 3 characters',
      fieldErrors: { username: 'Username must be at least 3 characters', email: 'A' },
    });
  });

  it('gives no message for network failures or bodies that are not JSON', () => {
    expect(readApiError({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toEqual({
      message: null,
      fieldErrors: {},
    });
    expect(readApiError({ status: 502, message: '502: Bad Gateway' })).toEqual({
      message: null,
      fieldErrors: {},
    });
    expect(readApiError(undefined)).toEqual({ message: null, fieldErrors: {} });
  });
});
