import { localProcessEnv } from './local-process-env';

describe('localProcessEnv', () => {
  it('caps glibc at two malloc arenas, fixes its map and trim thresholds, and keeps the rest', () => {
    expect(localProcessEnv({ PORT: '3000' })).toEqual({
      PORT: '3000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '32768',
      MALLOC_TRIM_THRESHOLD_: '131072',
    });
  });

  it('keeps the malloc settings the environment already sets', () => {
    const env = localProcessEnv({ MALLOC_ARENA_MAX: '8', MALLOC_TRIM_THRESHOLD_: '0' });
    expect(env.MALLOC_ARENA_MAX).toBe('8');
    expect(env.MALLOC_TRIM_THRESHOLD_).toBe('0');
  });
});
