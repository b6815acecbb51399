import { ERROR_CODES, HTTP_STATUS_OF_ERROR, errorCodeForStatus, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('map each code to an error status', () => {
    for (const code of ERROR_CODES) {
      expect([code, HTTP_STATUS_OF_ERROR[code] >= 400]).toEqual([code, true]);
    }
  });

  it("give an uncoded error its status's code, the plainest one where two share it", () => {
    expect(errorCodeForStatus(400)).toBe('invalid-input');
    expect(errorCodeForStatus(401)).toBe('not-signed-in');
    expect(errorCodeForStatus(404)).toBe('not-found');
    expect(errorCodeForStatus(413)).toBe('too-large');
    expect(errorCodeForStatus(429)).toBe('rate-limited');
    expect(errorCodeForStatus(418)).toBe('invalid-input');
    expect(errorCodeForStatus(500)).toBe('unexpected');
    expect(errorCodeForStatus(502)).toBe('unavailable');
    expect(errorCodeForStatus(504)).toBe('unavailable');
  });

  it('give every status a code answers with back a code that answers with it', () => {
    for (const status of new Set(Object.values(HTTP_STATUS_OF_ERROR))) {
      expect([status, HTTP_STATUS_OF_ERROR[errorCodeForStatus(status)]]).toEqual([status, status]);
    }
  });

  it('know their own, and nothing else', () => {
    expect(isErrorCode('conflict')).toBe(true);
    expect(isErrorCode('FST_ERR_CTP_BODY_TOO_LARGE')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});
