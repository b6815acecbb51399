import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuthMessages, MEDIA_PATH_PATTERN, type PublicUser } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { isUniqueViolation } from '@roadbook/platform/database';
import { Repository } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/to-public-user';
import { assertUsernameFree } from '../users/user-lookups';

/**
 * A picture is only ever one of this site's stored images (`/api/media/<key>`): never a URL
 * elsewhere, which every page showing the avatar would then load for whoever set it.
 */
export function isStoredImagePath(path: string): boolean {
  return MEDIA_PATH_PATTERN.test(path);
}

/** What a signed-in rider edits about themselves in place: their username and picture. */
@Injectable()
export class ProfileService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** A username no other account has; the rider's own, given again, changes nothing. */
  async updateUsername(userId: number, username: string): Promise<PublicUser> {
    const user = await this.signedInUser(userId);
    if (user.username === username) return toPublicUser(user);
    await assertUsernameFree(this.users, username, userId);
    try {
      await this.users.update(userId, { username });
    } catch (error) {
      // Another account took the name between the check and the write.
      if (isUniqueViolation(error)) await assertUsernameFree(this.users, username, userId);
      throw error;
    }
    return toPublicUser({ ...user, username });
  }

  /** Sets the picture to a stored image of this site, or removes it (null). */
  async setPicture(userId: number, imageUrl: string | null): Promise<PublicUser> {
    if (imageUrl !== null && !isStoredImagePath(imageUrl)) {
      throw serviceError('invalid-input', {
        imageUrl: [AuthMessages.pictureNotStoredHere],
      });
    }
    const user = await this.signedInUser(userId);
    await this.users.update(userId, { profileImageUrl: imageUrl });
    return toPublicUser({ ...user, profileImageUrl: imageUrl });
  }

  private async signedInUser(userId: number): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw serviceError('not-signed-in', AuthMessages.notSignedIn);
    return user;
  }
}
