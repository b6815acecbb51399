import type { RpcPattern } from '@roadbook/contracts';
import type { ServiceClient } from '@roadbook/platform';
import { Mailer } from '@roadbook/platform/mail';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PasswordResetMailHandler } from './password-reset-mail.handler';

/**
 * The auth service's side of the job, as its contract says: a fresh token per call for a known
 * address (the newest replaces the others), none once the request is confirmed as mailed.
 */
class AuthServiceDouble {
  readonly calls: string[] = [];
  readonly validTokens = new Map<string, string>();
  private readonly mailed = new Set<string>();
  private issued = 0;

  constructor(private readonly accounts: string[]) {}

  send(pattern: RpcPattern, request: { requestId: string; email?: string }): Promise<unknown> {
    this.calls.push(pattern);
    if (pattern === 'auth.password.confirm-reset-mailed') {
      this.mailed.add(request.requestId);
      return Promise.resolve({ ok: true });
    }
    const email = this.accounts.find((a) => a.toLowerCase() === request.email?.toLowerCase());
    if (!email || this.mailed.has(request.requestId)) return Promise.resolve(null);
    const token = `token-${++this.issued}`;
    this.validTokens.set(email, token);
    return Promise.resolve({ email, token });
  }
}

describe('PasswordResetMailHandler', () => {
  let outbox: string;
  let auth: AuthServiceDouble;
  let handler: PasswordResetMailHandler;

  const payload = (email: string, requestId = '5b0f7d1e-4c1a-4f7e-9d35-2f1e6f0c9a11') => ({
    requestId,
    email,
    // What a payload queued before links came from the worker's configuration still carries,
    // or what someone with access to the queue puts there: it must not decide the link.
    resetUrlBase: 'https://evil.example/',
  });
  /** The outbox's messages, quoted-printable decoded. */
  const mails = () =>
    readdirSync(outbox).map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  const linksIn = (mail: string) =>
    mail.match(/https:\/\/roadbook\.example\/reset-password\?token=[\w-]+/g) ?? [];

  beforeEach(() => {
    outbox = join(mkdtempSync(join(tmpdir(), 'reset-mail-')), 'outbox');
    auth = new AuthServiceDouble(['Rider@Example.com']);
    handler = new PasswordResetMailHandler(
      auth as unknown as ServiceClient,
      new Mailer({ MAIL_FROM: 'Roadbook <no-reply@roadbook.local>', MAIL_OUTBOX_DIR: outbox }),
      { PUBLIC_URL: 'https://roadbook.example/' },
    );
  });
  afterEach(() => rmSync(join(outbox, '..'), { recursive: true, force: true }));

  it("mails the account a link on the worker's configured address with its token", async () => {
    await expect(handler.handle(payload('rider@example.com'))).resolves.toEqual({ sent: true });
    const [mail] = mails();
    // The address as the account has it (the domain in lower case, as mail servers treat it).
    expect(mail).toContain('To: Rider@example.com');
    expect(mail).toContain('Subject: Reset your Roadbook password');
    expect(new Set(linksIn(mail))).toEqual(
      new Set(['https://roadbook.example/reset-password?token=token-1']),
    );
    expect(mail).not.toContain('evil.example');
  });

  it('mails nothing for an address without an account', async () => {
    await expect(handler.handle(payload('ghost@example.com'))).resolves.toEqual({ sent: false });
    expect(mails).toThrow(/ENOENT/);
    expect(auth.calls).toEqual(['auth.password.issue-reset-token']);
  });

  it('mails once when the job runs again after it finished', async () => {
    await handler.handle(payload('rider@example.com'));
    await expect(handler.handle(payload('rider@example.com'))).resolves.toEqual({ sent: false });
    expect(mails()).toHaveLength(1);
  });

  it('fails (to be retried) when the mail cannot go out, and the retry mails the one valid link', async () => {
    // A file where the outbox folder should be: writing the message fails.
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, '');
    await expect(handler.handle(payload('rider@example.com'))).rejects.toThrow();
    expect(auth.calls).not.toContain('auth.password.confirm-reset-mailed');

    rmSync(outbox);
    await expect(handler.handle(payload('rider@example.com'))).resolves.toEqual({ sent: true });
    const sent = mails();
    expect(sent).toHaveLength(1);
    const valid = auth.validTokens.get('Rider@Example.com');
    expect(linksIn(sent[0])[0]).toBe(`https://roadbook.example/reset-password?token=${valid}`);
  });
});
