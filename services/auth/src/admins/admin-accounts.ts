import type { DataSource } from 'typeorm';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from '../auth-service.module';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionEntity } from '../sessions/entities/session.entity';
import { newSecretToken } from '../sessions/secret-token';
import { UserEntity } from '../users/entities/user.entity';
import { withServiceDatabase } from '@roadbook/platform/database';

export interface AdminRequest {
  email: string;
  username: string;
  /**
   * Generated (and returned, to be shown once) for a new account when not given. Given for an
   * existing account, it replaces that account's password and signs it out everywhere: how a
   * lost admin password is set again.
   */
  password?: string;
}

export interface AdminResult {
  action: 'created' | 'promoted';
  user: Pick<UserEntity, 'id' | 'email' | 'username'>;
  /** The password of a created account when it was generated. */
  generatedPassword?: string;
}

/** The auth schema opened directly: the first admin has to exist before anyone can sign in. */
export function withAuthDatabase<T>(
  databaseUrl: string,
  work: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  return withServiceDatabase(
    databaseUrl,
    { schema: 'auth', entities: AUTH_ENTITIES, migrations: AUTH_MIGRATIONS },
    work,
  );
}

/**
 * Makes the account an admin: an existing one (by e-mail) is promoted (with a new password when
 * one is given), else it is created.
 */
export async function createOrPromoteAdmin(
  dataSource: DataSource,
  request: AdminRequest,
): Promise<AdminResult> {
  const users = dataSource.getRepository(UserEntity);
  const existing = await users
    .createQueryBuilder('user')
    .where('lower(user.email) = lower(:email)', { email: request.email })
    .getOne();
  if (existing) {
    if (request.password === undefined) {
      await users.update(existing.id, { role: 'admin' });
    } else {
      const password = await new PasswordHasher().hash(request.password);
      await dataSource.transaction(async (manager) => {
        await manager.update(UserEntity, existing.id, { role: 'admin', password });
        await manager.delete(SessionEntity, { userId: existing.id });
      });
    }
    return { action: 'promoted', user: existing };
  }
  const password = request.password ?? newSecretToken().slice(0, 16);
  const user = await users.save(
    users.create({
      email: request.email,
      username: request.username,
      role: 'admin',
      password: await new PasswordHasher().hash(password),
    }),
  );
  return {
    action: 'created',
    user,
    ...(request.password === undefined && { generatedPassword: password }),
  };
}

export function hasAdmin(dataSource: DataSource): Promise<boolean> {
  return dataSource.getRepository(UserEntity).exists({ where: { role: 'admin' } });
}

/** The first admin account, or null: whose name seeded content goes out under. */
export async function firstAdminId(dataSource: DataSource): Promise<number | null> {
  const admin = await dataSource
    .getRepository(UserEntity)
    .findOne({ where: { role: 'admin' }, order: { id: 'ASC' }, select: { id: true } });
  return admin?.id ?? null;
}

/** The id of the admin with this e-mail address, or null when there is none (or not an admin). */
export async function adminIdByEmail(
  dataSource: DataSource,
  email: string,
): Promise<number | null> {
  const admin = await dataSource
    .getRepository(UserEntity)
    .createQueryBuilder('user')
    .select('user.id')
    .where('lower(user.email) = lower(:email)', { email })
    .andWhere('user.role = :role', { role: 'admin' })
    .getOne();
  return admin?.id ?? null;
}
