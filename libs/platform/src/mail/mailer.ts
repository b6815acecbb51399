import { Inject, Injectable, Logger } from '@nestjs/common';
import { IsOptional, IsString, IsUrl } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_ENV } from '../config/config.module';

/** Outgoing mail: SMTP when configured, else an outbox folder (development and tests). */
export class MailEnv {
  /** smtp(s)://user:pass@host:port. Without it, messages go to the outbox folder. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  /** The sender of password-reset e-mails. */
  @IsString()
  MAIL_FROM = 'Roadbook <no-reply@roadbook.local>';

  /** Where messages are written when no SMTP server is configured (development). */
  @IsString()
  MAIL_OUTBOX_DIR = resolve('data', 'outbox');
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mail over SMTP when configured; otherwise writes each message as an .eml file to the
 * outbox folder and logs where, so a developer (or a test) can open the link inside.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_ENV) private readonly env: MailEnv) {
    this.transport = env.SMTP_URL
      ? createTransport(env.SMTP_URL)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.env.MAIL_FROM, ...mail })) as {
      message?: Buffer;
    };
    if (this.env.SMTP_URL || !info.message) return;
    await mkdir(this.env.MAIL_OUTBOX_DIR, { recursive: true });
    const file = join(
      this.env.MAIL_OUTBOX_DIR,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
    );
    // Written aside and renamed into place: whoever reads the outbox (a developer, a test) sees
    // a whole message or none, never one half written.
    const partial = join(this.env.MAIL_OUTBOX_DIR, `.${randomUUID()}.part`);
    await writeFile(partial, info.message);
    await rename(partial, file);
    this.logger.log(`e-mail to ${mail.to} written to the dev outbox: ${file}`);
  }
}
