import { AuthMessages, JobNames, type EmailChangedNoticePayload } from '@roadbook/contracts';
import type { Job } from 'bullmq';
import { JobQueue } from '@roadbook/platform';
import {
  createTestDatabase,
  createTestKeyPrefix,
  TEST_REDIS_URL,
  type TestDatabase,
  type TestKeyPrefix,
} from '@roadbook/platform/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { withAuthDatabase } from '../admins/admin-accounts';
import { PasswordHasher } from '../passwords/password-hasher';
import { UserEntity } from '../users/entities/user.entity';
import { EmailChangeService } from './email-change.service';
import { ProfileService } from './profile.service';

const PASSWORD = 'saddle-bags-9';
const STORED_IMAGE = `/api/media/${'a'.repeat(64)}.webp`;

describe('profile edits', () => {
  let database: TestDatabase;
  let keys: TestKeyPrefix;
  let jobs: JobQueue;
  const hasher = new PasswordHasher();

  beforeAll(async () => {
    database = await createTestDatabase('profile');
    keys = createTestKeyPrefix('profile');
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

  interface World {
    profile: ProfileService;
    emailChange: EmailChangeService;
    users: Repository<UserEntity>;
    rider: UserEntity;
    other: UserEntity;
    dataSource: DataSource;
  }

  function withProfiles(work: (world: World) => Promise<void>) {
    return withAuthDatabase(database.url, async (dataSource) => {
      const users = dataSource.getRepository(UserEntity);
      const password = await hasher.hash(PASSWORD);
      const rider = await users.save({ email: 'Rider@Example.com', username: 'rider', password });
      const other = await users.save({ email: 'other@example.com', username: 'other', password });
      try {
        await work({
          profile: new ProfileService(users),
          emailChange: new EmailChangeService(users, hasher, jobs),
          users,
          rider,
          other,
          dataSource,
        });
      } finally {
        await users.createQueryBuilder().delete().execute();
      }
    });
  }

  /** The jobs queued for the workers, by name. */
  async function queued<P>(name: string): Promise<P[]> {
    const all = (await jobs.queue('accounts').getJobs(['waiting', 'delayed'])) as Array<Job<P>>;
    return all.filter((job) => job.name === name).map((job) => job.data);
  }

  /** A pending change whose mail went out, as the mail job leaves it: its link's token. */
  async function mailedChange({ emailChange }: World, userId: number, email: string) {
    const requestId = randomUUID();
    await emailChange.requestChange(userId, email, PASSWORD, requestId);
    const issued = await emailChange.issueToken(requestId);
    await emailChange.confirmMailed(requestId);
    return { requestId, token: issued!.token, email: issued!.email };
  }

  describe('username', () => {
    it('is saved at once and answered as the updated user', () =>
      withProfiles(async (world) => {
        const { profile, users, rider } = world;
        await expect(profile.updateUsername(rider.id, 'canyon-carver')).resolves.toMatchObject({
          id: rider.id,
          username: 'canyon-carver',
          email: 'Rider@Example.com',
        });
        expect((await users.findOneByOrFail({ id: rider.id })).username).toBe('canyon-carver');
        // Sent again (its replica lost with the first answer: RETRIABLE_PATTERNS), the same answer.
        await expect(profile.updateUsername(rider.id, 'canyon-carver')).resolves.toMatchObject({
          id: rider.id,
          username: 'canyon-carver',
        });
      }));

    it('is refused when another account has it, naming the field, and nothing changes', () =>
      withProfiles(async (world) => {
        const { profile, users, rider } = world;
        await expect(profile.updateUsername(rider.id, 'other')).rejects.toMatchObject({
          error: {
            code: 'conflict',
            message: AuthMessages.usernameTaken,
            errors: { username: [AuthMessages.usernameTaken] },
          },
        });
        expect((await users.findOneByOrFail({ id: rider.id })).username).toBe('rider');
      }));

    it('given again as it is, changes nothing and is not "taken"', () =>
      withProfiles(async (world) => {
        const { profile, rider } = world;
        await expect(profile.updateUsername(rider.id, 'rider')).resolves.toMatchObject({
          username: 'rider',
        });
      }));

    it('is for a signed-in account only', () =>
      withProfiles(async (world) => {
        const { profile } = world;
        await expect(profile.updateUsername(987654, 'ghost-rider')).rejects.toMatchObject({
          error: { code: 'not-signed-in' },
        });
      }));
  });

  describe('picture', () => {
    it('is one of the site’s stored images, and can be removed', () =>
      withProfiles(async (world) => {
        const { profile, users, rider } = world;
        await expect(profile.setPicture(rider.id, STORED_IMAGE)).resolves.toMatchObject({
          profileImageUrl: STORED_IMAGE,
        });
        expect((await users.findOneByOrFail({ id: rider.id })).profileImageUrl).toBe(STORED_IMAGE);
        await expect(profile.setPicture(rider.id, null)).resolves.toMatchObject({
          profileImageUrl: null,
        });
        expect((await users.findOneByOrFail({ id: rider.id })).profileImageUrl).toBeNull();
      }));

    it('is never a URL elsewhere or a path out of /api/media, and a refusal keeps the old one', () =>
      withProfiles(async (world) => {
        const { profile, users, rider } = world;
        await profile.setPicture(rider.id, STORED_IMAGE);
        for (const path of [
          'https://evil.example/me.png',
          '//evil.example/me.png',
          '/api/media/../auth/user',
          '/api/media/%2e%2e/x',
          '/api/media/a/b.png',
          '/api/trips/1',
          'javascript:alert(1)',
          '',
        ]) {
          await expect(profile.setPicture(rider.id, path)).rejects.toMatchObject({
            error: { code: 'invalid-input', message: AuthMessages.pictureNotStoredHere },
          });
        }
        expect((await users.findOneByOrFail({ id: rider.id })).profileImageUrl).toBe(STORED_IMAGE);
      }));
  });

  describe('e-mail change', () => {
    it('asks for the password, keeps the address until the link is opened, then tells the old one', () =>
      withProfiles(async (world) => {
        const { emailChange, users, rider } = world;
        await expect(
          emailChange.requestChange(
            rider.id,
            'new-rider@example.com',
            'not-my-password',
            randomUUID(),
          ),
        ).rejects.toMatchObject({
          error: { code: 'invalid-input', errors: { password: [AuthMessages.wrongPassword] } },
        });
        const { requestId, token, email } = await mailedChange(
          world,
          rider.id,
          'new-rider@example.com',
        );
        expect(email).toBe('new-rider@example.com');
        const pending = await users.findOneByOrFail({ id: rider.id });
        expect(pending.email).toBe('Rider@Example.com');
        // Stored hashed: the token itself is nowhere in the row.
        expect(pending.emailChangeToken).not.toBe(token);
        expect(JSON.stringify(pending)).not.toContain(token);

        await expect(emailChange.confirm(token)).resolves.toEqual({
          email: 'new-rider@example.com',
        });
        const changed = await users.findOneByOrFail({ id: rider.id });
        expect(changed.email).toBe('new-rider@example.com');
        expect(changed.pendingEmail).toBeNull();
        expect(await queued<EmailChangedNoticePayload>(JobNames.emailChangedNotice)).toContainEqual(
          {
            requestId,
            previousEmail: 'Rider@Example.com',
            newEmail: 'new-rider@example.com',
          },
        );
      }));

    it('ends a reset link mailed to the old address once the address changes', () =>
      withProfiles(async (world) => {
        const { emailChange, users, rider } = world;
        await users.update(rider.id, {
          resetToken: 'a-reset-token-hash',
          resetTokenExpiry: new Date(Date.now() + 3600_000),
        });
        const { token } = await mailedChange(world, rider.id, 'moved@example.com');
        await emailChange.confirm(token);
        const moved = await users.findOneByOrFail({ id: rider.id });
        expect([moved.resetToken, moved.resetTokenExpiry]).toEqual([null, null]);
      }));

    it('makes a request sent again once: the same pending change, one mail, its link working', () =>
      withProfiles(async (world) => {
        const { emailChange, users, rider } = world;
        const { requestId, token } = await mailedChange(world, rider.id, 'again@example.com');
        await expect(
          Promise.all([
            emailChange.requestChange(rider.id, 'again@example.com', PASSWORD, requestId),
            emailChange.requestChange(rider.id, 'again@example.com', PASSWORD, requestId),
          ]),
        ).resolves.toEqual([
          { pendingEmail: 'again@example.com' },
          { pendingEmail: 'again@example.com' },
        ]);
        const mails = await queued<{ requestId: string }>(JobNames.emailChangeMail);
        expect(mails.filter((mail) => mail.requestId === requestId)).toHaveLength(1);
        await expect(emailChange.issueToken(requestId)).resolves.toBeNull();
        await expect(emailChange.confirm(token)).resolves.toEqual({ email: 'again@example.com' });
        expect((await users.findOneByOrFail({ id: rider.id })).email).toBe('again@example.com');
      }));

    it('answers a confirmation sent again with the address it set, and tells the old one once', () =>
      withProfiles(async (world) => {
        const { emailChange, rider } = world;
        const { requestId, token } = await mailedChange(world, rider.id, 'once@example.com');
        await emailChange.confirm(token);
        await expect(
          Promise.all([emailChange.confirm(token), emailChange.confirm(token)]),
        ).resolves.toEqual([{ email: 'once@example.com' }, { email: 'once@example.com' }]);
        const notices = await queued<EmailChangedNoticePayload>(JobNames.emailChangedNotice);
        expect(notices.filter((notice) => notice.requestId === requestId)).toEqual([
          { requestId, previousEmail: 'Rider@Example.com', newEmail: 'once@example.com' },
        ]);
      }));

    it('refuses a used link with the link’s message once another change is asked for', () =>
      withProfiles(async (world) => {
        const { emailChange, rider } = world;
        const { token } = await mailedChange(world, rider.id, 'once@example.com');
        await emailChange.confirm(token);
        await emailChange.requestChange(rider.id, 'twice@example.com', PASSWORD, randomUUID());
        await expect(emailChange.confirm(token)).rejects.toMatchObject({
          error: {
            code: 'invalid-input',
            message: AuthMessages.invalidEmailChangeToken,
            errors: { token: [AuthMessages.invalidEmailChangeToken] },
          },
        });
      }));

    it('refuses an expired link, and the address stays as it was', () =>
      withProfiles(async (world) => {
        const { emailChange, users, rider } = world;
        const { token } = await mailedChange(world, rider.id, 'late@example.com');
        await users.update(rider.id, { emailChangeExpiry: new Date(Date.now() - 1000) });
        await expect(emailChange.confirm(token)).rejects.toMatchObject({
          error: { code: 'invalid-input', message: AuthMessages.invalidEmailChangeToken },
        });
        expect((await users.findOneByOrFail({ id: rider.id })).email).toBe('Rider@Example.com');
      }));

    it('refuses an address another account has, at request and again at confirm', () =>
      withProfiles(async (world) => {
        const { emailChange, users, rider, other } = world;
        await expect(
          emailChange.requestChange(rider.id, 'OTHER@example.com', PASSWORD, randomUUID()),
        ).rejects.toMatchObject({
          error: { code: 'conflict', errors: { email: [AuthMessages.emailTaken] } },
        });
        const { token } = await mailedChange(world, rider.id, 'wanted@example.com');
        // Another account takes the address while the link waits in the mailbox.
        await users.update(other.id, { email: 'Wanted@Example.com' });
        await expect(emailChange.confirm(token)).rejects.toMatchObject({
          error: { code: 'conflict', message: AuthMessages.emailTaken },
        });
        expect((await users.findOneByOrFail({ id: rider.id })).email).toBe('Rider@Example.com');
        // Once the address is free again the same link still works: it was not spent.
        await users.update(other.id, { email: 'other@example.com' });
        await expect(emailChange.confirm(token)).resolves.toEqual({ email: 'wanted@example.com' });
      }));

    it('refuses the address the account already has', () =>
      withProfiles(async (world) => {
        const { emailChange, rider } = world;
        await expect(
          emailChange.requestChange(rider.id, 'rider@EXAMPLE.com', PASSWORD, randomUUID()),
        ).rejects.toMatchObject({
          error: { code: 'invalid-input', errors: { email: [AuthMessages.emailUnchanged] } },
        });
      }));

    it('keeps one working link: a later request replaces the earlier one, and a mailed request issues no more', () =>
      withProfiles(async (world) => {
        const { emailChange, users, rider } = world;
        const first = await mailedChange(world, rider.id, 'first@example.com');
        await expect(emailChange.issueToken(first.requestId)).resolves.toBeNull();
        const second = await mailedChange(world, rider.id, 'second@example.com');
        await expect(emailChange.confirm(first.token)).rejects.toMatchObject({
          error: { code: 'invalid-input' },
        });
        await expect(emailChange.confirm(second.token)).resolves.toEqual({
          email: 'second@example.com',
        });
        expect((await users.findOneByOrFail({ id: rider.id })).email).toBe('second@example.com');
      }));
  });
});
