import Avatar from '@mui/material/Avatar';
import type { PublicUser } from './current-user.api';

/** What the site calls a rider: their username, else the name part of their e-mail. */
export function displayName(user: PublicUser): string {
  return user.username ?? user.email.split('@')[0];
}

/**
 * The rider's picture, or their initial on the brand colour. Decoration: whatever shows it names
 * the rider in text or in its label, so the image itself says nothing to a screen reader.
 */
export function UserAvatar({ user, size }: { user: PublicUser; size: number }) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        fontSize: size / 2,
        fontWeight: 700,
      }}
    >
      {displayName(user).charAt(0).toUpperCase()}
    </Avatar>
  );
}
