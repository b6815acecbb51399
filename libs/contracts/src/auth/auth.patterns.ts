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
  'auth.password.reset': { request: ResetPasswordDto; response: { ok: true } };
  'auth.password.change': {
    request: ChangePasswordDto & { userId: number; sessionId: string };
    response: { ok: true };
  };
  'auth.user.delete': { request: { userId: number }; response: { ok: true } };
}
