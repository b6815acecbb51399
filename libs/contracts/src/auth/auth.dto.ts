import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthMessages, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from './auth.messages';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Long enough for any passphrase, short enough that hashing it stays cheap. */
const PASSWORD_MAX_LENGTH = 200;
const tooLong = 'Password must be at most 200 characters';

export class LoginDto {
  @trimmed()
  @IsString({ message: AuthMessages.invalidEmail })
  @IsEmail({}, { message: AuthMessages.invalidEmail })
  email: string;

  @IsString({ message: AuthMessages.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: tooLong })
  password: string;
}

export class RegisterDto {
  @trimmed()
  @IsString({ message: AuthMessages.usernameTooShort })
  @MinLength(USERNAME_MIN_LENGTH, { message: AuthMessages.usernameTooShort })
  @MaxLength(40, { message: 'Username must be at most 40 characters' })
  username: string;

  @trimmed()
  @IsString({ message: AuthMessages.invalidEmail })
  @IsEmail({}, { message: AuthMessages.invalidEmail })
  email: string;

  @IsString({ message: AuthMessages.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: tooLong })
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

  @IsString({ message: AuthMessages.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: tooLong })
  password: string;
}

export class ChangePasswordDto {
  @IsString({ message: AuthMessages.currentPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.currentPasswordRequired })
  currentPassword: string;

  @IsString({ message: AuthMessages.newPasswordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.newPasswordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: tooLong })
  newPassword: string;
}
