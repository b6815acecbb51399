import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateLogin,
  validateRegister,
  validateReset,
} from './auth.validation';

describe('auth validation', () => {
  it('accepts a valid login and register form', () => {
    expect(validateLogin({ email: ' rider@example.com ', password: 'secret' })).toEqual({});
    expect(
      validateRegister({
        username: 'abc',
        email: 'rider@example.com',
        password: 'secret',
        confirmPassword: 'secret',
      }),
    ).toEqual({});
  });

  it('reports the change-password rules in spec order: match first, then length', () => {
    const base = { currentPassword: 'x' };
    expect(validateChangePassword({ ...base, newPassword: 'abc', confirmPassword: 'abd' })).toEqual(
      { confirmPassword: 'New passwords do not match.' },
    );
    expect(validateChangePassword({ ...base, newPassword: 'abc', confirmPassword: 'abc' })).toEqual(
      { newPassword: 'New password must be at least 6 characters long.' },
    );
    expect(
      validateChangePassword({ ...base, newPassword: 'secret', confirmPassword: 'secret' }),
    ).toEqual({});
  });

  it('refuses a new password over 72 bytes (UTF-8) on register, reset and change', () => {
    const atLimit = 'é'.repeat(36); // 2 bytes each: 72 bytes
    const tooLong = `${atLimit}x`;
    const tooLongMessage = 'Password must be at most 72 bytes';
    const form = { username: 'abc', email: 'rider@example.com' };
    expect(
      validateRegister({ ...form, password: tooLong, confirmPassword: tooLong }).password,
    ).toBe(tooLongMessage);
    expect(validateRegister({ ...form, password: atLimit, confirmPassword: atLimit })).toEqual({});
    expect(
      validateReset({ token: 't', password: tooLong, confirmPassword: tooLong }).password,
    ).toBe(tooLongMessage);
    expect(
      validateChangePassword({
        currentPassword: 'x',
        newPassword: tooLong,
        confirmPassword: tooLong,
      }).newPassword,
    ).toBe(tooLongMessage);
    // Sign-in keeps accepting it: an account made before the rule must still get in.
    expect(validateLogin({ email: 'rider@example.com', password: tooLong })).toEqual({});
  });
});
