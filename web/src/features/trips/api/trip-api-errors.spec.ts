import { describe, expect, it } from 'vitest';
import { httpApiError } from '../../../shared/api/api-error';
import { serverFieldErrors, serverMessage } from './trip-api-errors';

const validation = JSON.stringify({
  statusCode: 400,
  message: 'Destination is required',
  errors: { destination: ['Destination is required', 'Too short'], unknownField: ['Ignored'] },
});

describe('serverFieldErrors', () => {
  it("puts the first message of each of the form's fields under it", () => {
    expect(serverFieldErrors(httpApiError(400, validation, 'Bad Request'))).toEqual({
      destination: 'Destination is required',
    });
  });

  it('finds nothing without a typed body', () => {
    expect(serverFieldErrors({ status: 400, message: `400: ${validation}` })).toEqual({});
    expect(
      serverFieldErrors({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }),
    ).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('serverMessage', () => {
  it("gives the JSON body's sentence, or null when it has none", () => {
    expect(serverMessage(httpApiError(400, validation, 'Bad Request'))).toBe(
      'Destination is required',
    );
    expect(serverMessage(httpApiError(500, '{}', 'Internal Server Error'))).toBeNull();
  });

  it('shows a failure that is not JSON as it came, without the status', () => {
    expect(serverMessage(httpApiError(502, 'Bad gateway page', 'Bad Gateway'))).toBe(
      'Bad gateway page',
    );
    expect(serverMessage(httpApiError(503, '', 'Service Unavailable'))).toBe('Service Unavailable');
    expect(serverMessage(httpApiError(500, '', ''))).toBeNull();
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(serverMessage(undefined)).toBeNull();
  });
});
