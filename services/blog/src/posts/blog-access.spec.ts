import { assertAdmin, assertReadable, canRead } from './blog-access';

const visitor = {};
const user = { userId: 2, role: 'user' as const };
const admin = { userId: 1, role: 'admin' as const };
const draft = { status: 'draft' };
const published = { status: 'published' };

const statusOf = (work: () => unknown) => {
  try {
    work();
    return 'allowed';
  } catch (error) {
    return (error as { getError(): { statusCode: number } }).getError().statusCode;
  }
};

describe('blog access', () => {
  it('lets only admins write: 401 for visitors, 403 for users', () => {
    expect(statusOf(() => assertAdmin(visitor))).toBe(401);
    expect(statusOf(() => assertAdmin(user))).toBe(403);
    expect(statusOf(() => assertAdmin(admin))).toBe('allowed');
  });

  it('does not take a role without a user for an admin', () => {
    expect(statusOf(() => assertAdmin({ role: 'admin' }))).toBe(401);
  });

  it('shows published posts to everyone and drafts to admins only', () => {
    expect(canRead(published, visitor)).toBe(true);
    expect(canRead(published, user)).toBe(true);
    expect(canRead(draft, visitor)).toBe(false);
    expect(canRead(draft, user)).toBe(false);
    expect(canRead(draft, admin)).toBe(true);
  });

  it('answers 404 for a draft or a missing post', () => {
    expect(statusOf(() => assertReadable(draft, user))).toBe(404);
    expect(statusOf(() => assertReadable(null, admin))).toBe(404);
    expect(assertReadable(draft, admin)).toBe(draft);
  });
});
