import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthMessages, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from './auth.messages';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Long enough for any passphrase, short enough that hashing it stays cheap. */
const PASSWORD_MAX_LENGTH = 200;

/**
 * Several checks as one decorator, applied in the order stacked decorators are (bottom first),
 * so the messages come out in the same order as if they were written one per line.
 */
const checks =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorator of [...decorators].reverse()) decorator(target, property);
  };

/** A password field: the spec's minimum length, with the message of the form it is on. */
const password = (tooShort: string) =>
  checks(
    IsString({ message: tooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: tooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password must be at most 200 characters' }),
  );

const emailAddress = () =>
  checks(
    trimmed(),
    IsString({ message: AuthMessages.invalidEmail }),
    IsEmail({}, { message: AuthMessages.invalidEmail }),
  );

export class LoginDto {
  @emailAddress()
  email: string;

  @password(AuthMessages.passwordTooShort)
  password: string;
}

export class RegisterDto {
  @trimmed()
  @IsString({ message: AuthMessages.usernameTooShort })
  @MinLength(USERNAME_MIN_LENGTH, { message: AuthMessages.usernameTooShort })
  @MaxLength(40, { message: 'Username must be at most 40 characters' })
  username: string;

  @emailAddress()
  email: string;

  @password(AuthMessages.passwordTooShort)
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

  @password(AuthMessages.passwordTooShort)
  password: string;
}

export class ChangePasswordDto {
  @IsString({ message: AuthMessages.currentPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.currentPasswordRequired })
  currentPassword: string;

  @password(AuthMessages.newPasswordTooShort)
  newPassword: string;
}
