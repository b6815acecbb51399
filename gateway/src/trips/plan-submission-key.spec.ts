import { BadRequestException } from '@nestjs/common';
import { IDEMPOTENCY_KEY_MAX_LENGTH, PlanSubmissionMessages } from '@roadbook/contracts';
import { planSubmissionKey } from './plan-submission-key';

const withKey = (key?: string) => ({
  headers: key === undefined ? {} : { 'idempotency-key': key },
});

describe('planSubmissionKey', () => {
  it('takes the key the client sent', () => {
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(planSubmissionKey(withKey(key))).toBe(key);
    expect(planSubmissionKey(withKey('x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH)))).toHaveLength(
      IDEMPOTENCY_KEY_MAX_LENGTH,
    );
  });

  it('makes a fresh key for a request that sends none', () => {
    const made = [planSubmissionKey(withKey()), planSubmissionKey(withKey())];
    expect(made[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(made[1]).not.toBe(made[0]);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['sent twice (joined)', 'a, b'],
    ['too long', 'x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
    ['not ASCII', 'clé'],
  ])('refuses a key %s with 400 and says what a key is', (_case, key) => {
    const refusal = (() => {
      try {
        planSubmissionKey(withKey(key));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toEqual({
      statusCode: 400,
      code: 'invalid-input',
      message: PlanSubmissionMessages.invalidKey,
      errors: { 'Idempotency-Key': [PlanSubmissionMessages.invalidKey] },
    });
  });
});
