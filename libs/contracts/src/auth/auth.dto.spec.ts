import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  ConfirmEmailChangeDto,
  DeleteAccountDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  UpdateProfileDto,
} from './auth.dto';
import { AuthMessages } from './auth.messages';
import { PASSWORD_MAX_BYTES, utf8ByteLength } from './password-rules';

function errorsOf<T extends object>(type: ClassConstructor<T>, input: object) {
  return Object.fromEntries(
    validateSync(plainToInstance(type, input)).map((e) => [
      e.property,
      Object.values(e.constraints ?? {}),
    ]),
  );
}

// 24 three-byte characters: 72 bytes, so one more byte of anything is too long.
const AT_LIMIT = '€'.repeat(24);
const OVER_LIMIT = `${AT_LIMIT}a`;

describe('password length in bytes', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(utf8ByteLength(AT_LIMIT)).toBe(PASSWORD_MAX_BYTES);
    expect(AT_LIMIT).toHaveLength(24);
    expect(utf8ByteLength('🏍️')).toBe(7);
  });

  it('refuses a new password over 72 bytes on sign-up, reset and change, with one message', () => {
    const account = { username: 'rider', email: 'rider@example.com' };
    expect(errorsOf(RegisterDto, { ...account, password: OVER_LIMIT })).toEqual({
      password: [AuthMessages.passwordTooLong],
    });
    expect(errorsOf(ResetPasswordDto, { token: 't', password: 'x'.repeat(73) })).toEqual({
      password: [AuthMessages.passwordTooLong],
    });
    expect(
      errorsOf(ChangePasswordDto, { currentPassword: 'old-one-1', newPassword: OVER_LIMIT }),
    ).toEqual({ newPassword: [AuthMessages.passwordTooLong] });
  });

  it('accepts exactly 72 bytes and keeps the spec minimum and its messages', () => {
    const account = { username: 'rider', email: 'rider@example.com' };
    expect(errorsOf(RegisterDto, { ...account, password: AT_LIMIT })).toEqual({});
    expect(errorsOf(RegisterDto, { ...account, password: '12345' })).toEqual({
      password: [AuthMessages.passwordTooShort],
    });
    expect(
      errorsOf(ChangePasswordDto, { currentPassword: 'old-one-1', newPassword: '12345' }),
    ).toEqual({ newPassword: [AuthMessages.newPasswordTooShort] });
  });

  it('still lets a longer password sign in, for accounts made before the rule', () => {
    expect(errorsOf(LoginDto, { email: 'rider@example.com', password: 'x'.repeat(100) })).toEqual(
      {},
    );
  });
});

describe('DeleteAccountDto', () => {
  it('asks for the password when it is missing or empty', () => {
    for (const input of [{}, { password: '' }]) {
      expect(errorsOf(DeleteAccountDto, input).password).toContain(AuthMessages.passwordToDelete);
    }
  });

  it('takes any password as typed, up to the sign-in form’s bound', () => {
    expect(errorsOf(DeleteAccountDto, { password: 'x' })).toEqual({});
    expect(errorsOf(DeleteAccountDto, { password: 'x'.repeat(201) })).toEqual({
      password: ['Password must be at most 200 characters'],
    });
  });
});

describe('profile edits', () => {
  it('take a username by the sign-up rules, trimmed', () => {
    expect(errorsOf(UpdateProfileDto, { username: '  ab ' })).toEqual({
      username: [AuthMessages.usernameTooShort],
    });
    expect(errorsOf(UpdateProfileDto, {}).username).toContain(AuthMessages.usernameTooShort);
    expect(errorsOf(UpdateProfileDto, { username: 'x'.repeat(41) })).toEqual({
      username: ['Username must be at most 40 characters'],
    });
    expect(errorsOf(UpdateProfileDto, { username: ' canyon-carver ' })).toEqual({});
  });

  it('take a new e-mail with the spec’s message, and the password to change it', () => {
    expect(errorsOf(ChangeEmailDto, { email: 'not-an-address', password: 'x' })).toEqual({
      email: [AuthMessages.invalidEmail],
    });
    expect(errorsOf(ChangeEmailDto, { email: 'new@example.com', password: '' })).toEqual({
      password: [AuthMessages.passwordToChangeEmail],
    });
    expect(errorsOf(ChangeEmailDto, { email: ' new@example.com ', password: 'x' })).toEqual({});
  });

  it('refuse a missing confirmation token with the link’s message', () => {
    expect(errorsOf(ConfirmEmailChangeDto, { token: '' })).toEqual({
      token: [AuthMessages.invalidEmailChangeToken],
    });
  });
});
