import { AuthMessages, JobNames, type PasswordResetMailPayload } from '@roadbook/contracts';
import type { Job } from 'bullmq';
import { EventBus, JobQueue, type QueueEnv } from '@roadbook/platform';
import {
  createTestDatabase,
  createTestKeyPrefix,
  TEST_REDIS_URL,
  type TestDatabase,
  type TestKeyPrefix,
} from '@roadbook/platform/testing';
import { RpcException } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { withAuthDatabase } from '../admins/admin-accounts';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionEntity } from '../sessions/entities/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/entities/user.entity';
import { PasswordResetService } from './password-reset.service';

const REQUEST = '0d3c1f5e-7a52-4e55-9a34-5c3b7e4d2f10';
const LATER_REQUEST = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

describe('password reset requests', () => {
  let database: TestDatabase;
  let keys: TestKeyPrefix;
  let jobs: JobQueue;

  beforeAll(async () => {
    database = await createTestDatabase('password-reset');
    keys = createTestKeyPrefix('password-reset');
    jobs = new JobQueue({
      QUEUE_BACKEND: 'redis',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: keys.prefix,
    });
  });

  afterAll(async () => {
    await jobs.onApplicationShutdown();
    await keys.clean();
    await database.drop();
  });

  async function waitingResetMails(): Promise<Array<Job<PasswordResetMailPayload>>> {
    return (await jobs.queue('accounts').getJobs(['waiting', 'delayed'])) as Array<
      Job<PasswordResetMailPayload>
    >;
  }

  function withReset(work: (reset: PasswordResetService, dataSource: DataSource) => Promise<void>) {
    return withAuthDatabase(database.url, async (dataSource) => {
      const users = dataSource.getRepository(UserEntity);
      const sessions = new SessionsService(
        dataSource.getRepository(SessionEntity),
        users,
        { SESSION_IDLE_DAYS: 14 },
        new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv),
      );
      await users.save({ email: 'Rider@Example.com', username: 'rider', password: null });
      try {
        await work(
          new PasswordResetService(users, new PasswordHasher(), sessions, jobs),
          dataSource,
        );
      } finally {
        await users.createQueryBuilder().delete().execute();
      }
    });
  }

  it('answer the same for any address and only record a job: nothing is looked up yet', () =>
    withReset(async (reset, dataSource) => {
      const known = await reset.requestReset('rider@example.com', randomUUID());
      const unknown = await reset.requestReset('ghost@example.com', randomUUID());
      expect(unknown).toEqual(known);
      const waiting = await waitingResetMails();
      expect(waiting.map((job) => [job.name, job.data.email])).toEqual(
        expect.arrayContaining([
          [JobNames.passwordResetMail, 'rider@example.com'],
          [JobNames.passwordResetMail, 'ghost@example.com'],
        ]),
      );
      const user = await dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ username: 'rider' });
      expect(user.resetToken).toBeNull();
    }));

  it('record one job for a request sent again, even twice at once', () =>
    withReset(async (reset) => {
      const requestId = randomUUID();
      await reset.requestReset('rider@example.com', requestId);
      await Promise.all([
        reset.requestReset('rider@example.com', requestId),
        reset.requestReset('rider@example.com', requestId),
      ]);
      const mails = (await waitingResetMails()).filter((job) => job.data.requestId === requestId);
      expect(mails).toHaveLength(1);
    }));

  it('issue a token for a known address only, and none once the request was mailed', () =>
    withReset(async (reset) => {
      await expect(reset.issueToken(REQUEST, 'ghost@example.com')).resolves.toBeNull();
      const first = await reset.issueToken(REQUEST, 'RIDER@example.com');
      expect(first?.email).toBe('Rider@Example.com');
      await reset.confirmMailed(REQUEST);
      await expect(reset.issueToken(REQUEST, 'rider@example.com')).resolves.toBeNull();
      // The mailed link still works.
      await expect(reset.reset(first!.token, 'brand-new-ride-1')).resolves.toBeUndefined();
    }));

  it('keep one working link: a retried or later request replaces the earlier token', () =>
    withReset(async (reset) => {
      const failedSend = await reset.issueToken(REQUEST, 'rider@example.com');
      const retry = await reset.issueToken(REQUEST, 'rider@example.com');
      const later = await reset.issueToken(LATER_REQUEST, 'rider@example.com');
      for (const stale of [failedSend, retry]) {
        await expect(reset.reset(stale!.token, 'brand-new-ride-1')).rejects.toThrow(RpcException);
      }
      await expect(reset.reset(later!.token, 'brand-new-ride-1')).resolves.toBeUndefined();
    }));

  it('answer a reset sent again as done, with the password it set, while the link would work', () =>
    withReset(async (reset, dataSource) => {
      const issued = await reset.issueToken(REQUEST, 'rider@example.com');
      await expect(reset.reset(issued!.token, 'brand-new-ride-1')).resolves.toBeUndefined();
      // Sent again, even twice at once: done.
      await expect(
        Promise.all([
          reset.reset(issued!.token, 'brand-new-ride-1'),
          reset.reset(issued!.token, 'brand-new-ride-1'),
        ]),
      ).resolves.toEqual([undefined, undefined]);
      // A spent link never sets another password.
      await expect(reset.reset(issued!.token, 'another-ride-22')).rejects.toMatchObject({
        error: { code: 'invalid-input', errors: { token: [AuthMessages.invalidResetToken] } },
      });
      const users = dataSource.getRepository(UserEntity);
      const user = await users.findOneByOrFail({ username: 'rider' });
      await expect(new PasswordHasher().verify('brand-new-ride-1', user.password)).resolves.toBe(
        true,
      );
      // Nor answers once the link would have expired.
      await users.update(user.id, { resetTokenExpiry: new Date(Date.now() - 1000) });
      await expect(reset.reset(issued!.token, 'brand-new-ride-1')).rejects.toThrow(RpcException);
    }));

  it('refuse a common password without spending the link', () =>
    withReset(async (reset) => {
      const issued = await reset.issueToken(REQUEST, 'rider@example.com');
      await expect(reset.reset(issued!.token, 'Password123')).rejects.toMatchObject({
        error: { code: 'invalid-input', message: AuthMessages.passwordTooCommon },
      });
      await expect(reset.reset(issued!.token, 'brand-new-ride-1')).resolves.toBeUndefined();
    }));
});
