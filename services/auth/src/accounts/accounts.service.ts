import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AuthMessages,
  JobIds,
  JobNames,
  type IssuedSession,
  type LoginDto,
  type RegisterDto,
  type RequestContext,
} from '@roadbook/contracts';
import { JobQueue, serviceError } from '@roadbook/platform';
import { isUniqueViolation } from '@roadbook/platform/database';
import { In, Repository } from 'typeorm';
import { assertNotCommon } from '../passwords/common-passwords';
import { PasswordHasher } from '../passwords/password-hasher';
import { hashToken } from '../sessions/secret-token';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/entities/user.entity';
import { assertEmailFree, assertUsernameFree, findUserByEmail } from '../users/user-lookups';

/** The account life cycle: sign-up, sign-in, password change and deletion. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Creates the account and signs it in, once per sign-up: its `idempotencyKey` (the gateway's,
   * one per request, never the browser's) is stored, hashed, with the account, so the same
   * sign-up sent again (its replica lost with the call, RETRIABLE_PATTERNS) signs in the account
   * it made rather than refusing its address as taken. A session the lost replica may have issued
   * was never handed to anyone, and expires unused.
   */
  async register(
    input: RegisterDto,
    context: RequestContext,
    idempotencyKey: string,
  ): Promise<IssuedSession> {
    const signupKey = hashToken(idempotencyKey);
    const made = await this.signedUp(signupKey, context);
    if (made) return made;
    assertNotCommon(input.password, 'password');
    await this.assertAvailable(input.email, input.username);
    const user = this.users.create({
      username: input.username,
      email: input.email,
      password: await this.hasher.hash(input.password),
      signupKey,
    });
    try {
      await this.users.save(user);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // The same sign-up sent again at once, or another racing it for the name or address.
        const madeMeanwhile = await this.signedUp(signupKey, context);
        if (madeMeanwhile) return madeMeanwhile;
        await this.assertAvailable(input.email, input.username);
      }
      throw error;
    }
    return this.sessions.issue(user, context);
  }

  /** One answer for an unknown e-mail and a wrong password: it never says which. */
  async login(input: LoginDto, context: RequestContext): Promise<IssuedSession> {
    const user = await findUserByEmail(this.users, input.email);
    const valid = await this.hasher.verify(input.password, user?.password ?? null);
    if (!user || !valid) throw serviceError('invalid-credentials', AuthMessages.invalidCredentials);
    return this.sessions.issue(user, context);
  }

  /**
   * Checks the current password; every other device is signed out. A change sent again after it
   * was made (its replica lost with the answer, RETRIABLE_PATTERNS) finds the new password
   * already the account's, and is done: it tells the caller nothing the current password's check
   * does not.
   */
  async changePassword(
    userId: number,
    sessionId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw serviceError('not-signed-in', AuthMessages.notSignedIn);
    if (!(await this.hasher.verify(currentPassword, user.password))) {
      if (await this.hasher.verify(newPassword, user.password)) {
        await this.sessions.revokeAll(user.id, sessionId);
        return;
      }
      throw serviceError('invalid-input', {
        currentPassword: [AuthMessages.wrongCurrentPassword],
      });
    }
    assertNotCommon(newPassword, 'newPassword');
    await this.users.update(user.id, { password: await this.hasher.hash(newPassword) });
    await this.sessions.revokeAll(user.id, sessionId);
  }

  /**
   * Deletes the account once its password is given again (its sessions go with it) and hands
   * the rest of its data — trips, itineraries, share links, uploads — to a durable job, so it is
   * removed even if another service is down right now. The job id is the user's: asking twice
   * purges once.
   */
  async deleteAccount(userId: number, password: string): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) {
      // Gone already: the same deletion sent again (its replica lost with the call after the
      // delete), or one from another device. Its purge was queued before the row went; the
      // gateways are told again, in case the lost replica could not.
      await this.sessions.announceRevoked(userId);
      return;
    }
    if (!(await this.hasher.verify(password, user.password))) {
      throw serviceError('invalid-input', {
        password: [AuthMessages.wrongPassword],
      });
    }
    await this.jobs.enqueue(
      JobNames.accountPurge,
      { userId },
      { jobId: JobIds.accountPurge(userId) },
    );
    await this.users.delete({ id: userId });
    await this.sessions.announceRevoked(userId);
  }

  /** The name each account goes by (its username, else its e-mail); gone accounts are left out. */
  async listNames(userIds: number[]): Promise<{ id: number; name: string }[]> {
    if (userIds.length === 0) return [];
    const users = await this.users.find({
      select: { id: true, username: true, email: true },
      where: { id: In(userIds) },
    });
    return users.map((user) => ({ id: user.id, name: user.username ?? user.email }));
  }

  private async assertAvailable(email: string, username: string): Promise<void> {
    await assertEmailFree(this.users, email);
    await assertUsernameFree(this.users, username);
  }

  /** A new session for the account a sign-up already made, if it made one. */
  private async signedUp(
    signupKey: string,
    context: RequestContext,
  ): Promise<IssuedSession | null> {
    const user = await this.users.findOneBy({ signupKey });
    return user && this.sessions.issue(user, context);
  }
}
