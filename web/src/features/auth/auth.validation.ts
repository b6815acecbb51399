// Only the messages module: the contracts entry also exports class-validator DTOs, which must
// not reach the browser bundle.
import {
  AuthMessages,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@roadbook/contracts/src/browser';

export { AuthMessages };

/** Field name → the message shown under that field. Empty when the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Spec §5: "e-mail matches a simple address pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = AuthMessages.invalidEmail;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AuthMessages.passwordTooShort;
  return errors;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (values.username.trim().length < USERNAME_MIN_LENGTH) {
    errors.username = AuthMessages.usernameTooShort;
  }
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = AuthMessages.invalidEmail;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AuthMessages.passwordTooShort;
  if (values.confirmPassword === '') errors.confirmPassword = AuthMessages.confirmPassword;
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = AuthMessages.passwordsDontMatch;
  }
  return errors;
}

export interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Spec §5 "Reset": non-empty token, password at least 6, matching confirmation. */
export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  if (values.token.trim() === '') errors.token = AuthMessages.resetTokenRequired;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AuthMessages.passwordTooShort;
  if (values.confirmPassword === '') errors.confirmPassword = AuthMessages.confirmPassword;
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = AuthMessages.passwordsDontMatch;
  }
  return errors;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Spec §5 "Change password, in order": the match is checked before the length, and the first
 * failing rule is the one reported. The current password only has to be non-empty, which the
 * disabled submit button already ensures.
 */
export function validateChangePassword(values: ChangePasswordValues): string | null {
  if (values.newPassword !== values.confirmPassword) return AuthMessages.newPasswordsDontMatch;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) return AuthMessages.newPasswordTooShort;
  return null;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
