import { AuthMessages } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * The passwords people pick most, from the list zxcvbn-ts maintains (about 49,000, all in lower
 * case, shipped inside the package: no network needed). Checked here only, so the list never
 * reaches a browser bundle. Case does not make a common password safe: "Password1" is refused.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** 400 with the message under the field the form shows it on. */
export function assertNotCommon(password: string, field: 'password' | 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw serviceError('invalid-input', {
      [field]: [AuthMessages.passwordTooCommon],
    });
  }
}
