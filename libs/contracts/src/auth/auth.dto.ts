import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  AuthMessages,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './auth.messages';
import { isPasswordTooLong } from './password-rules';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * The bound on a password typed to sign in: generous, since accounts made before the 72-byte
 * rule must still get in (bcrypt compares only their first 72 bytes anyway).
 */
const SIGN_IN_PASSWORD_MAX_LENGTH = 200;
const TOO_LONG_TO_TYPE = `Password must be at most ${SIGN_IN_PASSWORD_MAX_LENGTH} characters`;

/**
 * Several checks as one decorator, applied in the order stacked decorators are (bottom first),
 * so the messages come out in the same order as if they were written one per line.
 */
const checks =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorator of [...decorators].reverse()) decorator(target, property);
  };

/**
 * A password typed to sign in: the product's minimum length (6), with the sign-in form's message.
 */
const password = (tooShort: string) =>
  checks(
    IsString({ message: tooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: tooShort }),
    MaxLength(SIGN_IN_PASSWORD_MAX_LENGTH, { message: TOO_LONG_TO_TYPE }),
  );

/**
 * A password being chosen (sign-up, reset, change): the product's minimum (6), and no more than
 * bcrypt reads. Whether it is too common is checked by the auth service alone, so the list
 * never ships to the browser.
 */
const newPassword = (tooShort: string) =>
  checks(
    IsString({ message: tooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: tooShort }),
    ValidateBy(
      {
        name: 'passwordMaxBytes',
        validator: { validate: (value) => typeof value === 'string' && !isPasswordTooLong(value) },
      },
      { message: AuthMessages.passwordTooLong },
    ),
  );

const emailAddress = () =>
  checks(
    trimmed(),
    IsString({ message: AuthMessages.invalidEmail }),
    IsEmail({}, { message: AuthMessages.invalidEmail }),
  );

const username = () =>
  checks(
    trimmed(),
    IsString({ message: AuthMessages.usernameTooShort }),
    MinLength(USERNAME_MIN_LENGTH, { message: AuthMessages.usernameTooShort }),
    MaxLength(USERNAME_MAX_LENGTH, {
      message: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
    }),
  );

export class LoginDto {
  @emailAddress()
  email: string;

  @password(AuthMessages.passwordTooShort)
  password: string;
}

export class RegisterDto {
  @username()
  username: string;

  @emailAddress()
  email: string;

  @newPassword(AuthMessages.passwordTooShort)
  password: string;
}

export class ForgotPasswordDto {
  @trimmed()
  @IsString({ message: AuthMessages.emailRequired })
  @IsNotEmpty({ message: AuthMessages.emailRequired })
  @IsEmail({}, { message: AuthMessages.invalidEmail })
  email: string;
}

export class ResetPasswordDto {
  @IsString({ message: AuthMessages.resetTokenRequired })
  @IsNotEmpty({ message: AuthMessages.resetTokenRequired })
  token: string;

  @newPassword(AuthMessages.passwordTooShort)
  password: string;
}

/**
 * `DELETE /api/auth/profile`: the account's password again, so a session left open on a shared
 * computer, or stolen, cannot delete the account on its own.
 */
export class DeleteAccountDto {
  @IsString({ message: AuthMessages.passwordToDelete })
  @IsNotEmpty({ message: AuthMessages.passwordToDelete })
  @MaxLength(SIGN_IN_PASSWORD_MAX_LENGTH, { message: TOO_LONG_TO_TYPE })
  password: string;
}

export class ChangePasswordDto {
  @IsString({ message: AuthMessages.currentPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.currentPasswordRequired })
  currentPassword: string;

  @newPassword(AuthMessages.newPasswordTooShort)
  newPassword: string;
}

/** `PATCH /api/auth/profile`: a new username, by the same rules as at sign-up. */
export class UpdateProfileDto {
  @username()
  username: string;
}

/**
 * `POST /api/auth/profile/email`: the new address and the account's password again, so a session
 * left open, or stolen, cannot move the account (and its password resets) to another mailbox.
 */
export class ChangeEmailDto {
  @emailAddress()
  email: string;

  @IsString({ message: AuthMessages.passwordToChangeEmail })
  @IsNotEmpty({ message: AuthMessages.passwordToChangeEmail })
  @MaxLength(SIGN_IN_PASSWORD_MAX_LENGTH, { message: TOO_LONG_TO_TYPE })
  password: string;
}

/** `POST /api/auth/email/confirm`: the token of the link mailed to the new address. */
export class ConfirmEmailChangeDto {
  @IsString({ message: AuthMessages.invalidEmailChangeToken })
  @IsNotEmpty({ message: AuthMessages.invalidEmailChangeToken })
  @MaxLength(200, { message: AuthMessages.invalidEmailChangeToken })
  token: string;
}
