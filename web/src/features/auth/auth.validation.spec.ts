import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateLogin, validateRegister } from './auth.validation';

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
    expect(validateChangePassword({ ...base, newPassword: 'abc', confirmPassword: 'abd' })).toBe(
      'New passwords do not match.',
    );
    expect(validateChangePassword({ ...base, newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      'New password must be at least 6 characters long.',
    );
    expect(
      validateChangePassword({ ...base, newPassword: 'secret', confirmPassword: 'secret' }),
    ).toBeNull();
  });
});
