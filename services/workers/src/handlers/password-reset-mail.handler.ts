import { Inject, Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  JobNames,
  type PasswordResetMailPayload,
  type PasswordResetMailResult,
} from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  type JobHandler,
  type PublicUrlEnv,
  type ServiceClient,
} from '@roadbook/platform';
import { Mailer } from '@roadbook/platform/mail';
import { passwordResetMail, resetLink } from '../mail/password-reset-mail';

/**
 * Mails the reset link of one "forgot password" request, away from the request itself so that
 * its answer is the same for every address. Idempotent: the auth service hands out a token only
 * while this request's mail has not gone out, and each token replaces the one before, so a retry
 * after a failed send mails one working link, never two. The link is built on this worker's own
 * PUBLIC_URL: a job's payload is whatever its producer put there, so it never decides where a
 * reset token is sent.
 */
@Injectable()
export class PasswordResetMailHandler implements JobHandler<'account.password-reset-mail'> {
  readonly jobName = JobNames.passwordResetMail;

  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly mailer: Mailer,
    @Inject(APP_ENV) private readonly env: PublicUrlEnv,
  ) {}

  async handle({ requestId, email }: PasswordResetMailPayload): Promise<PasswordResetMailResult> {
    const issued = await this.auth.send(AuthPatterns.issueResetToken, { requestId, email });
    if (!issued) return { sent: false };
    const link = resetLink(this.env.PUBLIC_URL, issued.token);
    await this.mailer.send(passwordResetMail(issued.email, link));
    await this.auth.send(AuthPatterns.confirmResetMailed, { requestId });
    return { sent: true };
  }
}
