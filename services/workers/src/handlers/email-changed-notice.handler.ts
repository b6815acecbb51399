import { Injectable } from '@nestjs/common';
import {
  JobNames,
  type EmailChangedNoticePayload,
  type EmailChangedNoticeResult,
} from '@roadbook/contracts';
import type { JobHandler } from '@roadbook/platform';
import { Mailer } from '@roadbook/platform/mail';
import { emailChangedNoticeMail } from '../mail/email-change-mail';

/**
 * Tells the address an account had that it was changed: the one warning an owner gets if someone
 * else moved their account. It carries no link and no secret, so the payload's addresses (the
 * auth service's, queued as it stored the change) are all it needs.
 */
@Injectable()
export class EmailChangedNoticeHandler implements JobHandler<'account.email-changed-notice'> {
  readonly jobName = JobNames.emailChangedNotice;

  constructor(private readonly mailer: Mailer) {}

  async handle({
    previousEmail,
    newEmail,
  }: EmailChangedNoticePayload): Promise<EmailChangedNoticeResult> {
    await this.mailer.send(emailChangedNoticeMail(previousEmail, newEmail));
    return { sent: true };
  }
}
