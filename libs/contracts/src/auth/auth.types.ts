export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user as the client sees it (docs/product.md#users): never a hash, token or provider id. */
export interface PublicUser {
  id: number;
  email: string;
  username: string | null;
  profileImageUrl: string | null;
  role: UserRole;
}

/** What the gateway learns from a session cookie. */
export interface SessionPrincipal {
  sessionId: string;
  user: PublicUser;
}

export interface IssuedSession {
  /** The opaque cookie value; only its hash is stored. */
  token: string;
  expiresAt: string;
  user: PublicUser;
}

/** Context the gateway passes along for rate limiting and auditing. */
export interface RequestContext {
  ip: string;
  userAgent?: string;
}

export interface ForgotPasswordResult {
  /** Always the same message, whether or not the e-mail exists. */
  message: string;
}
