import { Redis } from 'ioredis';

/** Counts hits per key in fixed windows. */
export interface RateLimitStore {
  /** Adds a hit and returns how many the key has in its current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Nest calls this on the store provider when the gateway stops. */
  onApplicationShutdown(): Promise<void>;
}

/** Shared by every gateway process: distributed mode. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const redisKey = `${this.prefix}:rate:${key}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .exec()) as [[Error | null, number], [Error | null, number]];
    return count;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** One gateway process owns all traffic: local mode. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.evictExpired(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return Promise.resolve(1);
    }
    window.count += 1;
    return Promise.resolve(window.count);
  }

  onApplicationShutdown(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
