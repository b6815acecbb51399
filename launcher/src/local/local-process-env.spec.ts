import { localProcessEnv } from './local-process-env';

describe('localProcessEnv', () => {
  it('caps glibc at two malloc arenas and keeps the rest of the environment', () => {
    expect(localProcessEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
  });

  it('keeps an arena count the environment already sets', () => {
    expect(localProcessEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
