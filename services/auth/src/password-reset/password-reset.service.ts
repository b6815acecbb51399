import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuthMessages, JobIds, JobNames, type ForgotPasswordResult } from '@roadbook/contracts';
import { JobQueue, serviceError } from '@roadbook/platform';
import { Repository } from 'typeorm';
import { assertNotCommon } from '../passwords/common-passwords';
import { PasswordHasher } from '../passwords/password-hasher';
import { hashToken, newSecretToken } from '../sessions/secret-token';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/entities/user.entity';
import { findUserByEmail } from '../users/user-lookups';

export const RESET_TOKEN_LIFETIME_MS = 3600 * 1000;

const SAME_ANSWER: ForgotPasswordResult = {
  message: "If an account exists with that email, we've sent a password reset link.",
};

/** Password reset by e-mail: single-use random tokens, stored hashed, valid for one hour. */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Records the request as a durable job and answers. The same work happens whether or not the
   * e-mail has an account (no lookup, no mail here), so neither the answer nor its timing nor a
   * mail server's failure tells anyone which addresses are registered. The request is named by
   * `requestId` (the gateway's, one per request): the same request sent again is the same job,
   * and its mail goes out once.
   */
  async requestReset(email: string, requestId: string): Promise<ForgotPasswordResult> {
    await this.jobs.enqueue(
      JobNames.passwordResetMail,
      { requestId, email },
      { jobId: JobIds.passwordResetMail(requestId) },
    );
    return SAME_ANSWER;
  }

  /**
   * For the mail job: a fresh token for the account, replacing any earlier one, so at most one
   * reset link works at a time. Once this request's mail has gone out, a repeat of the job gets
   * nothing, and mails nothing.
   */
  async issueToken(
    requestId: string,
    email: string,
  ): Promise<{ email: string; token: string } | null> {
    const user = await findUserByEmail(this.users, email);
    if (!user) return null;
    if (user.resetRequestId === requestId && user.resetMailedAt) return null;
    const token = newSecretToken();
    await this.users.update(user.id, {
      resetToken: hashToken(token),
      resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      resetRequestId: requestId,
      resetMailedAt: null,
      spentResetToken: null,
    });
    return { email: user.email, token };
  }

  async confirmMailed(requestId: string): Promise<void> {
    await this.users.update({ resetRequestId: requestId }, { resetMailedAt: new Date() });
  }

  /**
   * One statement finds and spends the token, so two uses of one link cannot both succeed. The
   * spent token's hash stays with the account while the link would have worked: the same reset
   * sent again (its replica lost with the call) finds it, with the password it set, and is done.
   * Either way every session of the account ends.
   */
  async reset(token: string, password: string): Promise<void> {
    // Before the token is spent: a refused password leaves the link usable for a better one.
    assertNotCommon(password, 'password');
    const tokenHash = hashToken(token);
    const passwordHash = await this.hasher.hash(password);
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({
        password: passwordHash,
        resetToken: null,
        resetRequestId: null,
        resetMailedAt: null,
        spentResetToken: tokenHash,
      })
      .where('reset_token = :tokenHash AND reset_token_expiry > now()', { tokenHash })
      .returning(['id'])
      .execute();
    const [spent] = result.raw as Array<{ id: number }>;
    const userId = spent?.id ?? (await this.resetAlreadyDoneFor(tokenHash, password));
    if (userId === null) {
      throw serviceError('invalid-input', {
        token: [AuthMessages.invalidResetToken],
      });
    }
    await this.sessions.revokeAll(userId);
  }

  /** The account this spent link already gave this password, while the link would still work. */
  private async resetAlreadyDoneFor(tokenHash: string, password: string): Promise<number | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .where('user.spentResetToken = :tokenHash AND user.resetTokenExpiry > now()', { tokenHash })
      .getOne();
    if (!user || !(await this.hasher.verify(password, user.password))) return null;
    return user.id;
  }
}
