import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuthMessages, JobIds, JobNames } from '@roadbook/contracts';
import { JobQueue, serviceError } from '@roadbook/platform';
import { isUniqueViolation } from '@roadbook/platform/database';
import { EntityManager, Repository } from 'typeorm';
import { PasswordHasher } from '../passwords/password-hasher';
import { hashToken, newSecretToken } from '../sessions/secret-token';
import { UserEntity } from '../users/entities/user.entity';
import { assertEmailFree } from '../users/user-lookups';

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_TOKEN_LIFETIME_MS = 24 * 3600 * 1000;

const invalidLink = () =>
  serviceError('invalid-input', {
    token: [AuthMessages.invalidEmailChangeToken],
  });

/**
 * Changing the account's e-mail: the password again, then a single-use link, stored hashed and
 * expiring, mailed to the new address (the reset token's design). Nothing changes until that link
 * is opened, so a mistyped address never locks the rider out; the old address is told once it
 * has. Sessions stay valid: the person who opens the link proves they own the new mailbox, not
 * that anyone else should be signed out.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Records the pending address and queues its mail. A new request replaces the one before:
   * its link stops working at once. The request is named by `requestId` (the gateway's, one per
   * request): the same request sent again finds itself pending and only queues its mail again,
   * which is the same job, so the link that goes out is the one it made.
   */
  async requestChange(
    userId: number,
    email: string,
    password: string,
    requestId: string,
  ): Promise<{ pendingEmail: string }> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw serviceError('not-signed-in', AuthMessages.notSignedIn);
    if (!(await this.hasher.verify(password, user.password))) {
      throw serviceError('invalid-input', {
        password: [AuthMessages.wrongPassword],
      });
    }
    if (user.email.toLowerCase() === email.toLowerCase()) {
      throw serviceError('invalid-input', {
        email: [AuthMessages.emailUnchanged],
      });
    }
    const alreadyPending = user.emailChangeRequestId === requestId && user.pendingEmail === email;
    if (!alreadyPending) {
      await assertEmailFree(this.users, email);
      await this.users.update(userId, {
        pendingEmail: email,
        emailChangeToken: null,
        emailChangeExpiry: null,
        emailChangeRequestId: requestId,
        emailChangeMailedAt: null,
        spentEmailChangeToken: null,
        previousEmail: null,
      });
    }
    await this.jobs.enqueue(
      JobNames.emailChangeMail,
      { requestId },
      { jobId: JobIds.emailChangeMail(requestId) },
    );
    return { pendingEmail: email };
  }

  /**
   * For the mail job: a fresh token for the pending change, replacing any earlier one. Nothing
   * once a newer request replaced this one, or this request's mail has gone out.
   */
  async issueToken(requestId: string): Promise<{ email: string; token: string } | null> {
    const user = await this.users.findOneBy({ emailChangeRequestId: requestId });
    if (!user?.pendingEmail || user.emailChangeMailedAt) return null;
    const token = newSecretToken();
    await this.users.update(user.id, {
      emailChangeToken: hashToken(token),
      emailChangeExpiry: new Date(Date.now() + EMAIL_CHANGE_TOKEN_LIFETIME_MS),
    });
    return { email: user.pendingEmail, token };
  }

  async confirmMailed(requestId: string): Promise<void> {
    await this.users.update(
      { emailChangeRequestId: requestId },
      { emailChangeMailedAt: new Date() },
    );
  }

  /**
   * Spends the token and moves the account to the pending address, in one transaction that
   * holds the row: two uses of one link cannot both succeed. The address is checked again, since
   * another account may have taken it since the request; then the link stays unspent, and says
   * so. The old address's notice is a durable job, queued once the change is stored. The same
   * confirmation sent again (its replica lost with the call) finds the spent token's receipt,
   * queues the notice again (the same job) and answers the address it set.
   */
  async confirm(token: string): Promise<{ email: string }> {
    const tokenHash = hashToken(token);
    const changed =
      (await this.spendToken(tokenHash)) ?? (await this.changeAlreadyMadeWith(tokenHash));
    if (!changed) throw invalidLink();
    await this.jobs.enqueue(JobNames.emailChangedNotice, changed, {
      jobId: JobIds.emailChangedNotice(changed.requestId),
    });
    return { email: changed.newEmail };
  }

  /** The change made, or null when no pending change has this token. */
  private async spendToken(tokenHash: string): Promise<EmailChangeMade | null> {
    try {
      return await this.users.manager.transaction((manager) => spendTokenIn(manager, tokenHash));
    } catch (error) {
      // Another account took the address between the check and the write.
      if (isUniqueViolation(error)) {
        throw serviceError('conflict', { email: [AuthMessages.emailTaken] });
      }
      throw error;
    }
  }

  /** The change this spent token made, while nothing has been asked since. */
  private async changeAlreadyMadeWith(tokenHash: string): Promise<EmailChangeMade | null> {
    const user = await this.users.findOneBy({ spentEmailChangeToken: tokenHash });
    if (!user?.emailChangeRequestId || !user.previousEmail) return null;
    return {
      requestId: user.emailChangeRequestId,
      previousEmail: user.previousEmail,
      newEmail: user.email,
    };
  }
}

interface EmailChangeMade {
  requestId: string;
  previousEmail: string;
  newEmail: string;
}

/**
 * In the caller's transaction: the pending change with this token, its row locked, made (the
 * address moved, the receipt kept); null when no pending change has this token.
 */
async function spendTokenIn(
  manager: EntityManager,
  tokenHash: string,
): Promise<EmailChangeMade | null> {
  const users = manager.getRepository(UserEntity);
  const user = await users
    .createQueryBuilder('user')
    .setLock('pessimistic_write')
    .where('user.emailChangeToken = :tokenHash AND user.emailChangeExpiry > now()', {
      tokenHash,
    })
    .getOne();
  if (!user?.pendingEmail || !user.emailChangeRequestId) return null;
  const newEmail = user.pendingEmail;
  await assertEmailFree(users, newEmail, user.id);
  await users.update(user.id, {
    email: newEmail,
    pendingEmail: null,
    emailChangeToken: null,
    emailChangeExpiry: null,
    emailChangeMailedAt: null,
    // The receipt: the request it answered stays named, with the address it moved from.
    spentEmailChangeToken: tokenHash,
    previousEmail: user.email,
    // A reset link mailed to the old address no longer belongs to this account's mailbox.
    resetToken: null,
    resetTokenExpiry: null,
    resetRequestId: null,
    resetMailedAt: null,
    spentResetToken: null,
  });
  return { requestId: user.emailChangeRequestId, previousEmail: user.email, newEmail };
}
