import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AuthServiceEnv } from '../auth-service.env';

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

  constructor(@Inject(APP_ENV) private readonly env: AuthServiceEnv) {
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
    await writeFile(file, info.message);
    this.logger.log(`e-mail to ${mail.to} written to the dev outbox: ${file}`);
  }
}
