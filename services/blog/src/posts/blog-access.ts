import { AuthMessages, BlogMessages, type BlogCaller } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';

export function isAdmin(caller: BlogCaller): boolean {
  return caller.role === 'admin';
}

/**
 * Writing is for admins alone, whatever the gateway checked: nobody signed in is 401, anyone
 * else 403.
 */
export function assertAdmin(caller: BlogCaller): void {
  if (caller.userId === undefined) throw serviceError('not-signed-in', AuthMessages.notSignedIn);
  if (!isAdmin(caller)) throw serviceError('forbidden', BlogMessages.adminOnly);
}

/** Published posts are for everyone; drafts for admins. */
export function canRead(post: { status: string }, caller: BlogCaller): boolean {
  return post.status === 'published' || isAdmin(caller);
}

/** A post the caller may not read does not exist for them (404, not 403: a draft is a secret). */
export function assertReadable<P extends { status: string }>(
  post: P | null,
  caller: BlogCaller,
): P {
  if (!post || !canRead(post, caller)) throw serviceError('not-found', BlogMessages.notFound);
  return post;
}
