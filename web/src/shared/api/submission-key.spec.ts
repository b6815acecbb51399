import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from '@roadbook/contracts/browser';
import { newSubmissionKey } from './submission-key';

describe('newSubmissionKey', () => {
  it('makes a key the API takes, a new one each time', () => {
    const keys = Array.from({ length: 100 }, newSubmissionKey);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(isIdempotencyKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
