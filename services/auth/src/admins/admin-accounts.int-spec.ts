import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { compare } from 'bcryptjs';
import { UserEntity } from '../users/entities/user.entity';
import { createOrPromoteAdmin, hasAdmin, withAuthDatabase } from './admin-accounts';

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
});
