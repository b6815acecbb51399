import { randomUUID } from 'node:crypto';
import {
  AuthMessages,
  JobIds,
  JobNames,
  SystemEvents,
  type RegisterDto,
} from '@roadbook/contracts';
import { EventBus, type QueueEnv } from '@roadbook/platform';
import {
  createTestDatabase,
  RecordingJobQueue,
  type TestDatabase,
} from '@roadbook/platform/testing';
import type { DataSource } from 'typeorm';
import { withAuthDatabase } from '../admins/admin-accounts';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionEntity } from '../sessions/entities/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/entities/user.entity';
import { AccountsService } from './accounts.service';

const CONTEXT = { ip: '127.0.0.1' };
const PASSWORD = 'canyon-ride-2026';

describe('AccountsService', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('accounts');
  });

  afterAll(async () => {
    await database.drop();
  });

  /**
   * The service on its own auth schema, with real sessions and hashing, the job queue in memory
   * and local mode's in-process events, each revocation recorded. Users are removed afterwards.
   */
  function withAccounts(
    work: (tools: {
      accounts: AccountsService;
      sessions: SessionsService;
      jobs: RecordingJobQueue;
      revoked: number[];
      dataSource: DataSource;
    }) => Promise<void>,
  ) {
    return withAuthDatabase(database.url, async (dataSource) => {
      const users = dataSource.getRepository(UserEntity);
      const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
      const sessions = new SessionsService(
        dataSource.getRepository(SessionEntity),
        users,
        { SESSION_IDLE_DAYS: 14 },
        events,
      );
      const jobs = new RecordingJobQueue();
      const revoked: number[] = [];
      const stop = events.subscribe(SystemEvents.sessionsRevoked, ({ userId }) =>
        revoked.push(userId),
      );
      try {
        await work({
          accounts: new AccountsService(users, new PasswordHasher(), sessions, jobs.asQueue()),
          sessions,
          jobs,
          revoked,
          dataSource,
        });
      } finally {
        stop();
        await users.createQueryBuilder().delete().execute();
      }
    });
  }

  const rider = (fields: Partial<RegisterDto> = {}): RegisterDto => ({
    username: 'rider',
    email: 'Rider@Example.com',
    password: PASSWORD,
    ...fields,
  });

  describe('registration', () => {
    it('stores a bcrypt hash, never the password, and signs the new account in', () =>
      withAccounts(async ({ accounts, sessions, dataSource }) => {
        const issued = await accounts.register(rider(), CONTEXT, randomUUID());
        expect(issued.user).toMatchObject({ username: 'rider', email: 'Rider@Example.com' });
        await expect(sessions.resolve(issued.token)).resolves.toMatchObject({
          user: { id: issued.user.id },
        });
        const stored = await dataSource
          .getRepository(UserEntity)
          .findOneByOrFail({ id: issued.user.id });
        expect(stored.password).toMatch(/^\$2[ab]\$/);
        expect(stored.password).not.toContain(PASSWORD);
      }));

    it('signs in the account a sign-up sent again made, and makes no second one', () =>
      withAccounts(async ({ accounts, sessions, dataSource }) => {
        const key = randomUUID();
        const first = await accounts.register(rider(), CONTEXT, key);
        const again = await accounts.register(rider(), CONTEXT, key);
        expect(again.user).toEqual(first.user);
        await expect(sessions.resolve(again.token)).resolves.toMatchObject({
          user: { id: first.user.id },
        });
        // Sent twice at once (a replica frozen, then woken): one account, both signed in to it.
        const twice = rider({ username: 'twice', email: 'twice@example.com' });
        const sameKey = randomUUID();
        const both = await Promise.all([
          accounts.register(twice, CONTEXT, sameKey),
          accounts.register(twice, CONTEXT, sameKey),
        ]);
        expect(both[1].user).toEqual(both[0].user);
        expect(await dataSource.getRepository(UserEntity).count()).toBe(2);
        // Another sign-up with the same address is still refused.
        await expect(
          accounts.register(rider({ username: 'third' }), CONTEXT, randomUUID()),
        ).rejects.toMatchObject({ error: { code: 'conflict', message: AuthMessages.emailTaken } });
      }));

    it('refuses a common password, creating nothing', () =>
      withAccounts(async ({ accounts, dataSource }) => {
        await expect(
          accounts.register(rider({ password: 'Password123' }), CONTEXT, randomUUID()),
        ).rejects.toMatchObject({
          error: { code: 'invalid-input', message: AuthMessages.passwordTooCommon },
        });
        expect(await dataSource.getRepository(UserEntity).count()).toBe(0);
      }));

    it('refuses an address already taken, whatever its case, and a name already taken', () =>
      withAccounts(async ({ accounts }) => {
        await accounts.register(rider(), CONTEXT, randomUUID());
        await expect(
          accounts.register(
            rider({ username: 'other', email: 'RIDER@example.COM' }),
            CONTEXT,
            randomUUID(),
          ),
        ).rejects.toMatchObject({
          error: {
            code: 'conflict',
            message: AuthMessages.emailTaken,
            errors: { email: [AuthMessages.emailTaken] },
          },
        });
        await expect(
          accounts.register(rider({ email: 'other@example.com' }), CONTEXT, randomUUID()),
        ).rejects.toMatchObject({
          error: {
            code: 'conflict',
            message: AuthMessages.usernameTaken,
            errors: { username: [AuthMessages.usernameTaken] },
          },
        });
      }));
  });

  describe('password change', () => {
    /** A new account signed in here (the device asking) and on another device. */
    async function signedInTwice(accounts: AccountsService, sessions: SessionsService) {
      const here = await accounts.register(rider(), CONTEXT, randomUUID());
      const elsewhere = await accounts.login(
        { email: 'rider@example.com', password: PASSWORD },
        CONTEXT,
      );
      const { sessionId } = (await sessions.resolve(here.token))!;
      return { here, sessionId, elsewhere };
    }

    it('signs out every other device, keeps this one, and the new password is the one that works', () =>
      withAccounts(async ({ accounts, sessions, revoked }) => {
        const { here, sessionId, elsewhere } = await signedInTwice(accounts, sessions);

        await accounts.changePassword(here.user.id, sessionId, PASSWORD, 'new-canyon-ride-1');

        await expect(sessions.resolve(here.token)).resolves.not.toBeNull();
        await expect(sessions.resolve(elsewhere.token)).resolves.toBeNull();
        expect(revoked).toEqual([here.user.id]);
        await expect(
          accounts.login({ email: 'rider@example.com', password: PASSWORD }, CONTEXT),
        ).rejects.toMatchObject({ error: { code: 'invalid-credentials' } });
        await expect(
          accounts.login({ email: 'rider@example.com', password: 'new-canyon-ride-1' }, CONTEXT),
        ).resolves.toMatchObject({ user: { id: here.user.id } });
      }));

    it('takes a change sent again after it was made as done, and signs out what signed in since', () =>
      withAccounts(async ({ accounts, sessions }) => {
        const { here, sessionId } = await signedInTwice(accounts, sessions);
        await accounts.changePassword(here.user.id, sessionId, PASSWORD, 'new-canyon-ride-1');
        const since = await accounts.login(
          { email: 'rider@example.com', password: 'new-canyon-ride-1' },
          CONTEXT,
        );
        await expect(
          accounts.changePassword(here.user.id, sessionId, PASSWORD, 'new-canyon-ride-1'),
        ).resolves.toBeUndefined();
        await expect(sessions.resolve(here.token)).resolves.not.toBeNull();
        await expect(sessions.resolve(since.token)).resolves.toBeNull();
        await expect(
          accounts.login({ email: 'rider@example.com', password: 'new-canyon-ride-1' }, CONTEXT),
        ).resolves.toMatchObject({ user: { id: here.user.id } });
      }));

    it('refuses a wrong current password and signs nobody out', () =>
      withAccounts(async ({ accounts, sessions, revoked }) => {
        const { here, sessionId, elsewhere } = await signedInTwice(accounts, sessions);
        await expect(
          accounts.changePassword(here.user.id, sessionId, 'not-my-password', 'new-canyon-ride-1'),
        ).rejects.toMatchObject({
          error: { code: 'invalid-input', message: AuthMessages.wrongCurrentPassword },
        });
        await expect(sessions.resolve(elsewhere.token)).resolves.not.toBeNull();
        expect(revoked).toEqual([]);
      }));
  });

  describe('deletion', () => {
    it('queues the purge of the account’s data once, however often it is asked', () =>
      withAccounts(async ({ accounts, sessions, jobs, revoked, dataSource }) => {
        const { token, user } = await accounts.register(rider(), CONTEXT, randomUUID());

        await accounts.deleteAccount(user.id, PASSWORD);
        revoked.length = 0;
        // Sent again (its replica lost with the call), even twice at once: the account is gone,
        // so it is done; nothing more is queued, and the gateways are told again.
        await expect(
          Promise.all([
            accounts.deleteAccount(user.id, PASSWORD),
            accounts.deleteAccount(user.id, PASSWORD),
          ]),
        ).resolves.toEqual([undefined, undefined]);

        expect(jobs.added(JobNames.accountPurge)).toEqual([
          [JobIds.accountPurge(user.id), { userId: user.id }],
        ]);
        expect(await dataSource.getRepository(UserEntity).countBy({ id: user.id })).toBe(0);
        await expect(sessions.resolve(token)).resolves.toBeNull();
        expect(revoked).toContain(user.id);
      }));

    it('needs the account’s password, and keeps everything when it is wrong', () =>
      withAccounts(async ({ accounts, sessions, jobs, revoked, dataSource }) => {
        const { token, user } = await accounts.register(rider(), CONTEXT, randomUUID());

        await expect(accounts.deleteAccount(user.id, 'not-my-password')).rejects.toMatchObject({
          error: {
            code: 'invalid-input',
            message: AuthMessages.wrongPassword,
            errors: { password: [AuthMessages.wrongPassword] },
          },
        });

        expect(jobs.added(JobNames.accountPurge)).toEqual([]);
        expect(await dataSource.getRepository(UserEntity).countBy({ id: user.id })).toBe(1);
        await expect(sessions.resolve(token)).resolves.not.toBeNull();
        expect(revoked).toEqual([]);
      }));
  });

  describe("owners' names", () => {
    it('names each account by its username, else its e-mail, and leaves out accounts that are gone', () =>
      withAccounts(async ({ accounts, dataSource }) => {
        const named = await accounts.register(rider(), CONTEXT, randomUUID());
        const other = await accounts.register(
          rider({ username: 'nameless', email: 'nameless@example.com' }),
          CONTEXT,
          randomUUID(),
        );
        // Accounts made before usernames were asked for have none.
        await dataSource
          .getRepository(UserEntity)
          .update({ id: other.user.id }, { username: null });
        const names = await accounts.listNames([named.user.id, other.user.id, 999_999]);
        expect(names.sort((a, b) => a.id - b.id)).toEqual([
          { id: named.user.id, name: 'rider' },
          { id: other.user.id, name: 'nameless@example.com' },
        ]);
        await expect(accounts.listNames([])).resolves.toEqual([]);
      }));
  });
});
