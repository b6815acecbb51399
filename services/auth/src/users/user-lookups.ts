import { AuthMessages } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import type { Repository } from 'typeorm';
import type { UserEntity } from './entities/user.entity';

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
