import type {
  ChangePasswordDto,
  DeleteAccountDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
} from './auth.dto';
import type {
  ForgotPasswordResult,
  IssuedSession,
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
  listUserNames: 'auth.user.list-names',
} as const;

/** Request and response of every auth pattern: both ends type-check against this. */
export interface AuthRpc {
  [AuthPatterns.register]: {
    request: RegisterDto & { context: RequestContext };
    response: IssuedSession;
  };
  [AuthPatterns.login]: {
    request: LoginDto & { context: RequestContext };
    response: IssuedSession;
  };
  [AuthPatterns.resolveSession]: { request: { token: string }; response: SessionPrincipal | null };
  [AuthPatterns.revokeSession]: { request: { token: string }; response: { revoked: boolean } };
  [AuthPatterns.forgotPassword]: {
    request: { email: string };
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
  [AuthPatterns.deleteUser]: {
    request: DeleteAccountDto & { userId: number };
    response: { ok: true };
  };
}
