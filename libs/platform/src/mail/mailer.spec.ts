import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mailer, MailEnv } from './mailer';

describe('Mailer without SMTP', () => {
  let outbox: string;

  beforeEach(() => {
    outbox = mkdtempSync(join(tmpdir(), 'roadbook-outbox-'));
  });

  afterEach(() => rmSync(outbox, { recursive: true, force: true }));

  it('puts each message whole in the outbox as an .eml file named after its recipient', async () => {
    const env = Object.assign(new MailEnv(), { MAIL_OUTBOX_DIR: outbox });
    await new Mailer(env).send({
      to: 'rider@example.com',
      subject: 'Reset your password',
      text: 'Open https://roadbook.example/reset-password?token=abc',
      html: '<p>Open the link</p>',
    });

    // Nothing half written is left beside it: the message was renamed into place.
    const files = readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(/-rider@example\.com\.eml$/)]);
    const message = readFileSync(join(outbox, files[0]), 'utf8');
    expect(message).toContain('Subject: Reset your password');
    expect(message).toContain('reset-password?token=abc');
  });
});
