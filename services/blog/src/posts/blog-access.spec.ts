import { assertAdmin, assertReadable, canRead } from './blog-access';

const visitor = {};
const user = { userId: 2, role: 'user' as const };
const admin = { userId: 1, role: 'admin' as const };
const draft = { status: 'draft' };
const published = { status: 'published' };

const codeOf = (work: () => unknown) => {
  try {
    work();
    return 'allowed';
  } catch (error) {
    return (error as { getError(): { code: string } }).getError().code;
  }
};

describe('blog access', () => {
  it('lets only admins write: not signed in for visitors, forbidden for users', () => {
    expect(codeOf(() => assertAdmin(visitor))).toBe('not-signed-in');
    expect(codeOf(() => assertAdmin(user))).toBe('forbidden');
    expect(codeOf(() => assertAdmin(admin))).toBe('allowed');
  });

  it('does not take a role without a user for an admin', () => {
    expect(codeOf(() => assertAdmin({ role: 'admin' }))).toBe('not-signed-in');
  });

  it('shows published posts to everyone and drafts to admins only', () => {
    expect(canRead(published, visitor)).toBe(true);
    expect(canRead(published, user)).toBe(true);
    expect(canRead(draft, visitor)).toBe(false);
    expect(canRead(draft, user)).toBe(false);
    expect(canRead(draft, admin)).toBe(true);
  });

  it('answers not-found for a draft or a missing post', () => {
    expect(codeOf(() => assertReadable(draft, user))).toBe('not-found');
    expect(codeOf(() => assertReadable(null, admin))).toBe('not-found');
    expect(assertReadable(draft, admin)).toBe(draft);
  });
});
