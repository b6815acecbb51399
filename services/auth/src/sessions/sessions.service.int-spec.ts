import { EventBus, type QueueEnv } from '@roadbook/platform';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { DataSource } from 'typeorm';
import { withAuthDatabase } from '../admins/admin-accounts';
import { UserEntity } from '../users/entities/user.entity';
import { SessionEntity } from './entities/session.entity';
import { hashToken } from './secret-token';
import { SESSION_LIFETIME_MS, SessionsService } from './sessions.service';

const CONTEXT = { ip: '127.0.0.1' };

describe('sessions', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('sessions');
  });

  afterAll(async () => {
    await database.drop();
  });

  /** A service with a 14-day idle timeout, a fresh user, and a way to move a session in time. */
  function withSessions(
    work: (tools: {
      sessions: SessionsService;
      user: UserEntity;
      setSession: (token: string, columns: string) => Promise<void>;
      lastSeenOf: (token: string) => Promise<Date>;
    }) => Promise<void>,
  ) {
    return withAuthDatabase(database.url, async (dataSource: DataSource) => {
      const users = dataSource.getRepository(UserEntity);
      const sessionRows = dataSource.getRepository(SessionEntity);
      const sessions = new SessionsService(
        sessionRows,
        users,
        { SESSION_IDLE_DAYS: 14 },
        new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv),
      );
      const user = await users.save({
        email: `rider-${Date.now()}-${Math.random()}@example.com`,
        password: null,
      });
      const rowOf = (token: string) => sessionRows.findOneByOrFail({ tokenHash: hashToken(token) });
      await work({
        sessions,
        user,
        setSession: async (token, columns) => {
          const { id } = await rowOf(token);
          await dataSource.query(`UPDATE auth.sessions SET ${columns} WHERE id = $1`, [id]);
        },
        lastSeenOf: async (token) => (await rowOf(token)).lastSeenAt,
      });
    });
  }

  it('resolve a fresh session to its user', () =>
    withSessions(async ({ sessions, user }) => {
      const { token, expiresAt } = await sessions.issue(user, CONTEXT);
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(
        Date.now() + SESSION_LIFETIME_MS - 60_000,
      );
      await expect(sessions.resolve(token)).resolves.toMatchObject({ user: { id: user.id } });
    }));

  it('end after 14 days unused, although their absolute expiry is further away', () =>
    withSessions(async ({ sessions, user, setSession }) => {
      const { token } = await sessions.issue(user, CONTEXT);
      await setSession(token, `last_seen_at = now() - interval '13 days 23 hours'`);
      await expect(sessions.resolve(token)).resolves.not.toBeNull();

      const idle = await sessions.issue(user, CONTEXT);
      await setSession(idle.token, `last_seen_at = now() - interval '14 days 1 minute'`);
      await expect(sessions.resolve(idle.token)).resolves.toBeNull();
      // Gone for good: using it again does not bring it back.
      await expect(sessions.resolve(idle.token)).resolves.toBeNull();
    }));

  it('end at their absolute expiry, however recently used', () =>
    withSessions(async ({ sessions, user, setSession }) => {
      const { token } = await sessions.issue(user, CONTEXT);
      await setSession(token, `expires_at = now() - interval '1 second', last_seen_at = now()`);
      await expect(sessions.resolve(token)).resolves.toBeNull();
    }));

  it('slide: a use moves last-seen forward, at most once per few minutes', () =>
    withSessions(async ({ sessions, user, setSession, lastSeenOf }) => {
      const { token } = await sessions.issue(user, CONTEXT);

      // Seen a minute ago: a request now writes nothing.
      await setSession(token, `last_seen_at = now() - interval '1 minute'`);
      const recent = await lastSeenOf(token);
      await sessions.resolve(token);
      expect(await lastSeenOf(token)).toEqual(recent);

      // Seen 10 days ago: a request now moves it to now, so the session lives on.
      await setSession(token, `last_seen_at = now() - interval '10 days'`);
      const old = await lastSeenOf(token);
      await sessions.resolve(token);
      const moved = await lastSeenOf(token);
      expect(moved.getTime() - old.getTime()).toBeGreaterThan(9 * 24 * 3600 * 1000);
    }));
});
