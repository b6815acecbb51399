/**
 * Account validation messages (docs/product.md#account-validation), one place for server and web.
 */
export const AuthMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  emailRequired: 'Please enter your email address.',
  resetTokenRequired: 'Reset token is required',
  newPasswordsDontMatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 6 characters long.',
  currentPasswordRequired: 'Current password is required',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordToDelete: 'Enter your password to delete your account',
  wrongPassword: 'Password is incorrect',
  notSignedIn: 'Please sign in to continue',
  adminOnly: 'Only admins can do that',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordTooLong: 'Password must be at most 72 bytes',
  passwordTooCommon: 'This password is too common. Choose another.',
  passwordToChangeEmail: 'Enter your password to change your email address',
  emailUnchanged: 'This is already your email address',
  invalidEmailChangeToken:
    'This confirmation link has expired or was already used. Please request the change again from your profile.',
  pictureNotStoredHere: 'A profile picture must be an image uploaded to this site',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
