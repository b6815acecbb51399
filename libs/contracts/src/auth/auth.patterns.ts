import type {
  ChangeEmailDto,
  ChangePasswordDto,
  ConfirmEmailChangeDto,
  DeleteAccountDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  UpdateProfileDto,
} from './auth.dto';
import type {
  ForgotPasswordResult,
  IssuedSession,
  PublicUser,
  RequestContext,
  SessionPrincipal,
} from './auth.types';

export const AuthPatterns = {
  register: 'auth.user.register',
  login: 'auth.session.login',
  resolveSession: 'auth.session.resolve',
  revokeSession: 'auth.session.revoke',
  forgotPassword: 'auth.password.forgot',
  issueResetToken: 'auth.password.issue-reset-token',
  confirmResetMailed: 'auth.password.confirm-reset-mailed',
  resetPassword: 'auth.password.reset',
  changePassword: 'auth.password.change',
  deleteUser: 'auth.user.delete',
  updateUsername: 'auth.profile.update-username',
  setPicture: 'auth.profile.set-picture',
  requestEmailChange: 'auth.email.request-change',
  issueEmailChangeToken: 'auth.email.issue-change-token',
  confirmEmailChangeMailed: 'auth.email.confirm-change-mailed',
  confirmEmailChange: 'auth.email.confirm-change',
  listUserNames: 'auth.user.list-names',
} as const;

/** Request and response of every auth pattern: both ends type-check against this. */
export interface AuthRpc {
  /**
   * Creates the account and signs it in, once per `idempotencyKey` (the gateway's, one per
   * request): the same sign-up sent again signs in the account it made.
   */
  [AuthPatterns.register]: {
    request: RegisterDto & { context: RequestContext; idempotencyKey: string };
    response: IssuedSession;
  };
  [AuthPatterns.login]: {
    request: LoginDto & { context: RequestContext };
    response: IssuedSession;
  };
  [AuthPatterns.resolveSession]: { request: { token: string }; response: SessionPrincipal | null };
  [AuthPatterns.revokeSession]: { request: { token: string }; response: { revoked: boolean } };
  /**
   * Queues the reset mail, once per `requestId` (the gateway's, one per request): the same
   * request sent again is the same mail job.
   */
  [AuthPatterns.forgotPassword]: {
    request: { email: string; requestId: string };
    response: ForgotPasswordResult;
  };
  /**
   * Internal (the reset-mail job): a fresh single-use token for the account with that e-mail,
   * replacing any earlier one. Null when there is no such account, or when this request's mail
   * has already gone out (a repeated job sends nothing more).
   */
  [AuthPatterns.issueResetToken]: {
    request: { requestId: string; email: string };
    response: { email: string; token: string } | null;
  };
  /** Internal (the reset-mail job): this request's mail went out. */
  [AuthPatterns.confirmResetMailed]: {
    request: { requestId: string };
    response: { ok: true };
  };
  /** Spends the mailed token; the same reset sent again, once it is spent, is done. */
  [AuthPatterns.resetPassword]: { request: ResetPasswordDto; response: { ok: true } };
  [AuthPatterns.changePassword]: {
    request: ChangePasswordDto & { userId: number; sessionId: string };
    response: { ok: true };
  };
  /**
   * Internal (the gateway's admin pages): the name each of these accounts goes by, its username
   * or else its e-mail; ids of accounts that are gone are left out.
   */
  [AuthPatterns.listUserNames]: {
    request: { userIds: number[] };
    response: { id: number; name: string }[];
  };
  /** Deletes the account; one already gone (the same deletion sent again) is done. */
  [AuthPatterns.deleteUser]: {
    request: DeleteAccountDto & { userId: number };
    response: { ok: true };
  };
  [AuthPatterns.updateUsername]: {
    request: UpdateProfileDto & { userId: number };
    response: PublicUser;
  };
  /** The picture's path on this site (`/api/media/<key>`), or null to remove it. */
  [AuthPatterns.setPicture]: {
    request: { userId: number; imageUrl: string | null };
    response: PublicUser;
  };
  /**
   * Checks the password and the address, and queues the confirmation mail to the new one, once
   * per `requestId` (the gateway's, one per request): the same request sent again changes nothing
   * and mails once.
   */
  [AuthPatterns.requestEmailChange]: {
    request: ChangeEmailDto & { userId: number; requestId: string };
    response: { pendingEmail: string };
  };
  /**
   * Internal (the confirmation-mail job): a fresh single-use token for the change that request
   * asked for, replacing any earlier one. Null when that change is no longer pending, or its
   * mail has already gone out.
   */
  [AuthPatterns.issueEmailChangeToken]: {
    request: { requestId: string };
    response: { email: string; token: string } | null;
  };
  /** Internal (the confirmation-mail job): this request's mail went out. */
  [AuthPatterns.confirmEmailChangeMailed]: {
    request: { requestId: string };
    response: { ok: true };
  };
  /**
   * Spends the mailed token: the account's address becomes the new one. The same confirmation
   * sent again, once it is spent, answers the address it set.
   */
  [AuthPatterns.confirmEmailChange]: {
    request: ConfirmEmailChangeDto;
    response: { email: string };
  };
}
