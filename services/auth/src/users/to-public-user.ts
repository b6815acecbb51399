import type { PublicUser } from '@roadbook/contracts';
import type { UserEntity } from './entities/user.entity';

/** The user as the client may see it: never the hash, reset token or provider id. */
export function toPublicUser(user: UserEntity): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  };
}
