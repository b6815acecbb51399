import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type PublicUrlEnv } from '@roadbook/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Roadbook's cookies, by their name over plain HTTP. */
export type CookieName = 'roadbook_session' | 'roadbook_visitor';

/**
 * Whether the site is served over HTTPS, from the configuration alone. The request cannot say:
 * behind a TLS-terminating proxy the gateway itself hears plain HTTP, and `X-Forwarded-Proto` is
 * believed only from trusted proxies (none by default), so a cookie decided from the request
 * would lose `Secure` on exactly the deployments that need it.
 */
export function servesHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/**
 * Sets, clears and reads Roadbook's cookies. On an HTTPS site (PUBLIC_URL) a cookie's name
 * carries the `__Host-` prefix: the browser then keeps it only if it is Secure, for the whole
 * site (Path=/) and for this exact host (no Domain), so neither a sibling subdomain nor a
 * plain-HTTP response can plant or overwrite it. A plain-HTTP site (local mode, a LAN) cannot
 * use the prefix and keeps the bare name.
 */
@Injectable()
export class SiteCookies {
  private readonly secure: boolean;

  constructor(@Inject(APP_ENV) env: PublicUrlEnv) {
    this.secure = servesHttps(env.PUBLIC_URL);
  }

  set(
    request: FastifyRequest,
    reply: FastifyReply,
    name: CookieName,
    value: string,
    expires: Date,
  ): void {
    void reply.setCookie(this.nameOf(name), value, { ...this.options(), expires });
    // Later reads in this request see it, as the next request will.
    request.cookies[this.nameOf(name)] = value;
  }

  clear(reply: FastifyReply, name: CookieName): void {
    void reply.clearCookie(this.nameOf(name), this.options());
  }

  read(request: FastifyRequest, name: CookieName): string | undefined {
    return request.cookies[this.nameOf(name)] || undefined;
  }

  private nameOf(name: CookieName): string {
    return this.secure ? `__Host-${name}` : name;
  }

  /** HttpOnly (no script reads it), SameSite=Lax (no cross-site subrequest carries it). */
  private options() {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' } as const;
  }
}
