import type { RpcPattern } from '@roadbook/contracts';
import type { ServiceClient } from '@roadbook/platform';
import { Mailer } from '@roadbook/platform/mail';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmailChangeMailHandler } from './email-change-mail.handler';
import { EmailChangedNoticeHandler } from './email-changed-notice.handler';

const REQUEST = '7c0f7d1e-4c1a-4f7e-9d35-2f1e6f0c9a22';

/**
 * The auth service's side of the job, as its contract says: a token for a pending change until
 * its mail is confirmed as sent, none after.
 */
class AuthServiceDouble {
  readonly calls: string[] = [];
  private readonly mailed = new Set<string>();

  constructor(private readonly pending: Map<string, string>) {}

  send(pattern: RpcPattern, request: { requestId: string }): Promise<unknown> {
    this.calls.push(pattern);
    if (pattern === 'auth.email.confirm-change-mailed') {
      this.mailed.add(request.requestId);
      return Promise.resolve({ ok: true });
    }
    const email = this.pending.get(request.requestId);
    if (!email || this.mailed.has(request.requestId)) return Promise.resolve(null);
    return Promise.resolve({ email, token: `token-for-${request.requestId.slice(0, 4)}` });
  }
}

describe('e-mail change mails', () => {
  let outbox: string;
  let mailer: Mailer;

  const mails = () =>
    readdirSync(outbox).map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );

  beforeEach(() => {
    outbox = join(mkdtempSync(join(tmpdir(), 'email-change-mail-')), 'outbox');
    mailer = new Mailer({
      MAIL_FROM: 'Roadbook <no-reply@roadbook.local>',
      MAIL_OUTBOX_DIR: outbox,
    });
  });
  afterEach(() => rmSync(join(outbox, '..'), { recursive: true, force: true }));

  it("mails the new address a confirmation link on the worker's own address, once", async () => {
    const auth = new AuthServiceDouble(new Map([[REQUEST, 'new-rider@example.com']]));
    const handler = new EmailChangeMailHandler(auth as unknown as ServiceClient, mailer, {
      PUBLIC_URL: 'https://roadbook.example/',
    });
    await expect(handler.handle({ requestId: REQUEST })).resolves.toEqual({ sent: true });
    await expect(handler.handle({ requestId: REQUEST })).resolves.toEqual({ sent: false });
    const sent = mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: new-rider@example.com');
    expect(sent[0]).toContain('Subject: Confirm your new Roadbook email address');
    expect(sent[0]).toContain('https://roadbook.example/confirm-email?token=token-for-7c0f');
  });

  it('mails nothing for a change that is no longer pending', async () => {
    const auth = new AuthServiceDouble(new Map());
    const handler = new EmailChangeMailHandler(auth as unknown as ServiceClient, mailer, {
      PUBLIC_URL: 'https://roadbook.example',
    });
    await expect(handler.handle({ requestId: REQUEST })).resolves.toEqual({ sent: false });
    expect(mails).toThrow(/ENOENT/);
  });

  it('tells the previous address what it was changed to, with no link in it', async () => {
    const handler = new EmailChangedNoticeHandler(mailer);
    await handler.handle({
      requestId: REQUEST,
      previousEmail: 'rider@example.com',
      newEmail: 'new<rider>@example.com',
    });
    const [notice] = mails();
    expect(notice).toContain('To: rider@example.com');
    expect(notice).toContain('Subject: Your Roadbook email address was changed');
    expect(notice).toContain('changed to new<rider>@example.com');
    expect(notice).toContain('new&#60;rider&#62;@example.com');
    expect(notice).not.toMatch(/token=/);
  });
});
