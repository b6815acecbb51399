import { Inject, Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  JobNames,
  type EmailChangeMailPayload,
  type EmailChangeMailResult,
} from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  type JobHandler,
  type PublicUrlEnv,
  type ServiceClient,
} from '@roadbook/platform';
import { Mailer } from '@roadbook/platform/mail';
import { confirmEmailLink, emailChangeMail } from '../mail/email-change-mail';

/**
 * Mails the confirmation link of one e-mail change to the new address. Idempotent like the reset
 * mail: the auth service hands out a token only while this request's mail has not gone out, and
 * each token replaces the one before, so a retry mails one working link, never two.
 */
@Injectable()
export class EmailChangeMailHandler implements JobHandler<'account.email-change-mail'> {
  readonly jobName = JobNames.emailChangeMail;

  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly mailer: Mailer,
    @Inject(APP_ENV) private readonly env: PublicUrlEnv,
  ) {}

  async handle({ requestId }: EmailChangeMailPayload): Promise<EmailChangeMailResult> {
    const issued = await this.auth.send(AuthPatterns.issueEmailChangeToken, { requestId });
    if (!issued) return { sent: false };
    const link = confirmEmailLink(this.env.PUBLIC_URL, issued.token);
    await this.mailer.send(emailChangeMail(issued.email, link));
    await this.auth.send(AuthPatterns.confirmEmailChangeMailed, { requestId });
    return { sent: true };
  }
}
