import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { compare } from 'bcryptjs';
import { SessionEntity } from '../sessions/entities/session.entity';
import { UserEntity } from '../users/entities/user.entity';
import { adminIdByEmail, createOrPromoteAdmin, hasAdmin, withAuthDatabase } from './admin-accounts';

describe('the first admin', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('admins');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('is created on a fresh database with a generated password that works', async () => {
    const result = await withAuthDatabase(database.url, async (dataSource) => {
      expect(await hasAdmin(dataSource)).toBe(false);
      return createOrPromoteAdmin(dataSource, { email: 'Boss@Example.com', username: 'boss' });
    });
    expect(result.action).toBe('created');
    expect(result.generatedPassword).toHaveLength(16);

    const stored = await withAuthDatabase(database.url, (dataSource) =>
      dataSource.getRepository(UserEntity).findOneByOrFail({ username: 'boss' }),
    );
    expect(stored.role).toBe('admin');
    await expect(compare(result.generatedPassword!, stored.password!)).resolves.toBe(true);
  });

  it('promotes an existing account found by e-mail in any case, keeping its password', async () => {
    const result = await withAuthDatabase(database.url, async (dataSource) => {
      await dataSource
        .getRepository(UserEntity)
        .save({ email: 'rider@example.com', username: 'rider', password: 'kept-hash' });
      return createOrPromoteAdmin(dataSource, { email: 'RIDER@example.com', username: 'ignored' });
    });
    expect(result).toMatchObject({ action: 'promoted', user: { username: 'rider' } });
    expect(result.generatedPassword).toBeUndefined();
    const stored = await withAuthDatabase(database.url, (dataSource) =>
      dataSource.getRepository(UserEntity).findOneByOrFail({ username: 'rider' }),
    );
    expect(stored).toMatchObject({ role: 'admin', password: 'kept-hash' });
  });

  it("sets an existing account's password when one is given, and signs it out everywhere", async () => {
    const result = await withAuthDatabase(database.url, async (dataSource) => {
      const user = await dataSource
        .getRepository(UserEntity)
        .save({ email: 'lost@example.com', username: 'lost', password: 'old-hash' });
      await dataSource.getRepository(SessionEntity).save({
        tokenHash: 'hash-of-a-lost-device',
        userId: user.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return createOrPromoteAdmin(dataSource, {
        email: 'lost@example.com',
        username: 'ignored',
        password: 'found-again-1',
      });
    });
    expect(result).toMatchObject({ action: 'promoted', user: { username: 'lost' } });
    expect(result.generatedPassword).toBeUndefined();
    const { stored, sessions } = await withAuthDatabase(database.url, async (dataSource) => ({
      stored: await dataSource.getRepository(UserEntity).findOneByOrFail({ username: 'lost' }),
      sessions: await dataSource.getRepository(SessionEntity).countBy({ userId: result.user.id }),
    }));
    expect(stored.role).toBe('admin');
    await expect(compare('found-again-1', stored.password!)).resolves.toBe(true);
    expect(sessions).toBe(0);
  });

  it('is found by e-mail in any case for seeding; an account that is not an admin is not', async () => {
    const ids = await withAuthDatabase(database.url, async (dataSource) => {
      const users = dataSource.getRepository(UserEntity);
      await users.save({ email: 'plain@example.com', username: 'plain', password: 'hash' });
      const boss = await users.findOneByOrFail({ username: 'boss' });
      return {
        boss: boss.id,
        found: await adminIdByEmail(dataSource, 'BOSS@example.com'),
        plain: await adminIdByEmail(dataSource, 'plain@example.com'),
        nobody: await adminIdByEmail(dataSource, 'nobody@example.com'),
      };
    });
    expect(ids.found).toBe(ids.boss);
    expect(ids.plain).toBeNull();
    expect(ids.nobody).toBeNull();
  });
});
