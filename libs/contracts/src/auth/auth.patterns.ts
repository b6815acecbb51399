import type { ChangePasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './auth.dto';
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
} as const;

/** Request and response of every auth pattern: both ends type-check against this. */
export interface AuthRpc {
  'auth.user.register': {
    request: RegisterDto & { context: RequestContext };
    response: IssuedSession;
  };
  'auth.session.login': {
    request: LoginDto & { context: RequestContext };
    response: IssuedSession;
  };
  'auth.session.resolve': { request: { token: string }; response: SessionPrincipal | null };
  'auth.session.revoke': { request: { token: string }; response: { revoked: boolean } };
  'auth.password.forgot': {
    request: { email: string; resetUrlBase: string };
    response: ForgotPasswordResult;
  };
  /**
   * Internal (the reset-mail job): a fresh single-use token for the account with that e-mail,
   * replacing any earlier one. Null when there is no such account, or when this request's mail
   * has already gone out (a repeated job sends nothing more).
   */
  'auth.password.issue-reset-token': {
    request: { requestId: string; email: string };
    response: { email: string; token: string } | null;
  };
  /** Internal (the reset-mail job): this request's mail went out. */
  'auth.password.confirm-reset-mailed': {
    request: { requestId: string };
    response: { ok: true };
  };
  'auth.password.reset': { request: ResetPasswordDto; response: { ok: true } };
  'auth.password.change': {
    request: ChangePasswordDto & { userId: number; sessionId: string };
    response: { ok: true };
  };
  'auth.user.delete': { request: { userId: number }; response: { ok: true } };
}
