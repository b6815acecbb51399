import type { SessionPrincipal } from '@roadbook/contracts';

/** How long a resolved session is used without asking the auth service again. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most; the oldest go first. */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  principal: Promise<SessionPrincipal | null>;
  expiresAt: number;
  userId?: number;
}

/**
 * Sessions this gateway resolved in the last few seconds, by token. Only live sessions stay: a
 * token the auth service refused (or a failed lookup) is forgotten as soon as the answer comes.
 * `forgetUser` drops every entry of a user, and every lookup still under way (whose user is not
 * known yet), so a revocation heard mid-lookup cannot be overwritten by that lookup's answer.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByUser = new Map<number, Set<string>>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = SESSION_CACHE_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `token`, or `lookup`'s (then kept for the next few seconds). */
  resolve(
    token: string,
    lookup: () => Promise<SessionPrincipal | null>,
  ): Promise<SessionPrincipal | null> {
    const cached = this.entries.get(token);
    if (cached && cached.expiresAt > this.now()) return cached.principal;
    if (cached) this.forget(token);
    const entry: Entry = { principal: lookup(), expiresAt: this.now() + this.ttlMs };
    this.entries.set(token, entry);
    this.evictOverflow();
    entry.principal.then(
      (principal) => {
        if (this.entries.get(token) !== entry) return;
        if (!principal) return this.forget(token);
        entry.userId = principal.user.id;
        let tokens = this.tokensByUser.get(entry.userId);
        if (!tokens) this.tokensByUser.set(entry.userId, (tokens = new Set()));
        tokens.add(token);
      },
      () => {
        if (this.entries.get(token) === entry) this.forget(token);
      },
    );
    return entry.principal;
  }

  /** `lookup`'s answer whatever is cached, kept like any other. */
  refresh(
    token: string,
    lookup: () => Promise<SessionPrincipal | null>,
  ): Promise<SessionPrincipal | null> {
    this.forget(token);
    return this.resolve(token, lookup);
  }

  forget(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    if (entry.userId === undefined) return;
    const tokens = this.tokensByUser.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.userId);
  }

  forgetUser(userId: number): void {
    for (const token of this.tokensByUser.get(userId) ?? []) this.entries.delete(token);
    this.tokensByUser.delete(userId);
    for (const [token, entry] of this.entries) {
      if (entry.userId === undefined) this.entries.delete(token);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOverflow(): void {
    for (const token of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.forget(token);
    }
  }
}
