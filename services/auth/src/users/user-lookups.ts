import { AuthMessages } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { QueryFailedError, type Repository } from 'typeorm';
import type { UserEntity } from './entities/user.entity';

const UNIQUE_VIOLATION = '23505';

/** The account with that e-mail, whatever its case (the unique index is on lower(email)). */
export function findUserByEmail(
  users: Repository<UserEntity>,
  email: string,
): Promise<UserEntity | null> {
  return users
    .createQueryBuilder('user')
    .where('lower(user.email) = lower(:email)', { email })
    .getOne();
}

/** A write refused by a unique index: another account got the name or address first. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

/** Refuses an address another account has (409, under `email`). */
export async function assertEmailFree(
  users: Repository<UserEntity>,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  const holder = await findUserByEmail(users, email);
  if (holder && holder.id !== exceptUserId) {
    throw serviceError('conflict', { email: [AuthMessages.emailTaken] });
  }
}

/** Refuses a username another account has (409, under `username`). */
export async function assertUsernameFree(
  users: Repository<UserEntity>,
  username: string,
  exceptUserId?: number,
): Promise<void> {
  const holder = await users.findOneBy({ username });
  if (holder && holder.id !== exceptUserId) {
    throw serviceError('conflict', {
      username: [AuthMessages.usernameTaken],
    });
  }
}
