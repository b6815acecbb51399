import { Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  JobNames,
  type PasswordResetMailPayload,
  type PasswordResetMailResult,
} from '@roadbook/contracts';
import {
  InjectServiceClient,
  Mailer,
  type JobHandler,
  type ServiceClient,
} from '@roadbook/platform';
import { passwordResetMail, resetLink } from '../mail/password-reset-mail';

/**
 * Mails the reset link of one "forgot password" request, away from the request itself so that
 * its answer is the same for every address. Idempotent: the auth service hands out a token only
 * while this request's mail has not gone out, and each token replaces the one before, so a retry
 * after a failed send mails one working link, never two.
 */
@Injectable()
export class PasswordResetMailHandler implements JobHandler<'account.password-reset-mail'> {
  readonly jobName = JobNames.passwordResetMail;

  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly mailer: Mailer,
  ) {}

  async handle({
    requestId,
    email,
    resetUrlBase,
  }: PasswordResetMailPayload): Promise<PasswordResetMailResult> {
    const issued = await this.auth.send(AuthPatterns.issueResetToken, { requestId, email });
    if (!issued) return { sent: false };
    await this.mailer.send(passwordResetMail(issued.email, resetLink(resetUrlBase, issued.token)));
    await this.auth.send(AuthPatterns.confirmResetMailed, { requestId });
    return { sent: true };
  }
}
