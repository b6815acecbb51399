// Only the messages module: the contracts entry also exports class-validator DTOs, which must
// not reach the browser bundle.
import {
  AuthMessages,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  isPasswordTooLong,
} from '@roadbook/contracts/browser';

export { AuthMessages };

/** Under a field where a new password is chosen, until it has a message of its own. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

/** Field name → the message shown under that field. Empty when the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Sign-up only asks that the e-mail match a simple address pattern
 * (docs/product.md#account-validation).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AuthMessages.passwordTooShort;
  return errors;
}

/**
 * A password being chosen: the product's minimum (6), and at most the 72 bytes bcrypt reads.
 * Whether it is too common only the server knows (its list stays out of the bundle); its message
 * comes back as a field error.
 */
function newPasswordError(password: string, tooShort: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (isPasswordTooLong(password)) return AuthMessages.passwordTooLong;
  return undefined;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** A username being chosen (sign-up, profile): the spec's minimum, and the server's maximum. */
export function usernameError(username: string): string | undefined {
  const length = username.trim().length;
  if (length < USERNAME_MIN_LENGTH) return AuthMessages.usernameTooShort;
  if (length > USERNAME_MAX_LENGTH) {
    return `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
  }
  return undefined;
}

export function emailError(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : AuthMessages.invalidEmail;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  const username = usernameError(values.username);
  if (username) errors.username = username;
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = newPasswordError(values.password, AuthMessages.passwordTooShort);
  if (password) errors.password = password;
  const confirmation = confirmationError(values);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

/** The confirmation of a new password: given, and the same as the password. */
function confirmationError(values: { password: string; confirmPassword: string }) {
  if (values.confirmPassword === '') return AuthMessages.confirmPassword;
  if (values.confirmPassword !== values.password) return AuthMessages.passwordsDontMatch;
  return undefined;
}

export interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * Reset (docs/product.md#account-validation): non-empty token, password at least 6 (and at most 72
 * bytes), matching confirmation.
 */
export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  if (values.token.trim() === '') errors.token = AuthMessages.resetTokenRequired;
  const password = newPasswordError(values.password, AuthMessages.passwordTooShort);
  if (password) errors.password = password;
  const confirmation = confirmationError(values);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password, in order (docs/product.md#account-validation): the match is checked before the
 * length, and the first failing rule is the one reported. The current password only has to be
 * non-empty, which the disabled submit button already ensures.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
): FieldErrors<keyof ChangePasswordValues> {
  if (values.newPassword !== values.confirmPassword)
    return { confirmPassword: AuthMessages.newPasswordsDontMatch };
  const newPassword = newPasswordError(values.newPassword, AuthMessages.newPasswordTooShort);
  return newPassword ? { newPassword } : {};
}

export interface ChangeEmailValues {
  email: string;
  password: string;
}

/** Change e-mail: an address by the sign-up pattern, and the password to confirm it is them. */
export function validateChangeEmail(
  values: ChangeEmailValues,
): FieldErrors<keyof ChangeEmailValues> {
  const errors: FieldErrors<keyof ChangeEmailValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = AuthMessages.passwordToChangeEmail;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
