import { SPEC_CLIENT_HEADERS } from './client-address';

/**
 * A client with its own cookie jar, like one browser: what the server sets, it sends back. It
 * comes from the spec's own address (client-address.ts) unless `headers` name another.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  lastSetCookie: string[] = [];
  /** The headers of the last answer. */
  lastHeaders = new Headers();

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /**
   * A FormData body goes as multipart (fetch sets its boundary); anything else as JSON.
   * `headers`: this request's own, over the session's.
   */
  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any }> {
    const multipart = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        ...SPEC_CLIENT_HEADERS,
        ...this.headers,
        ...headers,
        ...(body !== undefined && !multipart && { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 && {
          cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        }),
      },
      body: multipart ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastHeaders = response.headers;
    this.lastSetCookie = response.headers.getSetCookie();
    for (const header of this.lastSetCookie) {
      const [pair] = header.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body ?? {}, headers);
  }

  delete(path: string) {
    return this.request('DELETE', path);
  }

  /** The same cookies in another client: a copy of a stolen or shared session. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A GET without a session: the status and the parsed JSON body. */
export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
