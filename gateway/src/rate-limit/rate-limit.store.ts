import { Redis } from 'ioredis';

/** Counts hits per key in fixed windows, and hands out turns spaced in time. */
export interface RateLimitStore {
  /**
   * Adds a hit to each key and returns how many each has in its current window, in the keys'
   * order. A key's window starts with its first hit.
   */
  hit(keys: readonly string[], windowMs: number): Promise<number[]>;
  /**
   * Takes the key's next turn and moves the one after `spacingMs` further on: how many ms to
   * wait for it (0: now), or null, taking nothing, when it is more than `maxWaitMs` away.
   * Callers that ask together get turns one after another, never the same one.
   */
  takeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number | null>;
  /** Nest calls this on the store provider when the gateway stops. */
  onApplicationShutdown(): Promise<void>;
}

/**
 * One step on Redis's clock, so gateways whose clocks differ still agree on the turns.
 * KEYS[1]: when the next turn is (ms since the epoch); ARGV: spacing, the longest wait.
 */
const TAKE_TURN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local turn = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if turn - now > tonumber(ARGV[2]) then return -1 end
local following = turn + tonumber(ARGV[1])
redis.call('SET', KEYS[1], following, 'PX', following - now)
return turn - now`;

/**
 * One hit in one command: a MULTI of INCR and PEXPIRE was four, and cost the gateway five times
 * the CPU (docs/performance.md, "Cheaper plans"). KEYS[1]: the counter; ARGV[1]: the window in ms.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return count`;

/** The scripts as commands of the connection, sent by their hash (EVALSHA), not their text. */
interface RateLimitCommands {
  rateLimitHit(key: string, windowMs: number): Promise<number>;
  rateLimitTakeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number>;
}

/** Shared by every gateway process: distributed mode. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis & RateLimitCommands;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // ioredis sends each script by its hash, and its text only the first time Redis lacks it.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableAutoPipelining: true,
      scripts: {
        rateLimitHit: { lua: HIT, numberOfKeys: 1 },
        rateLimitTakeTurn: { lua: TAKE_TURN, numberOfKeys: 1 },
      },
    }) as Redis & RateLimitCommands;
    this.redis.on('error', () => undefined);
  }

  hit(keys: readonly string[], windowMs: number): Promise<number[]> {
    const window = Math.round(windowMs);
    // One script per key, so each stays on its own node of a Redis cluster; sent in one write
    // (auto-pipelining), answered in one round trip.
    return Promise.all(keys.map((key) => this.redis.rateLimitHit(this.keyOf(key), window)));
  }

  async takeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number | null> {
    const wait = await this.redis.rateLimitTakeTurn(
      this.keyOf(key),
      Math.round(spacingMs),
      Math.round(maxWaitMs),
    );
    return wait < 0 ? null : wait;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private keyOf(key: string): string {
    return `${this.prefix}:rate:${key}`;
  }
}

/** One gateway process owns all traffic: local mode. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly turns = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(keys: readonly string[], windowMs: number): Promise<number[]> {
    return Promise.resolve(keys.map((key) => this.hitOne(key, windowMs)));
  }

  takeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number | null> {
    const now = this.now();
    const turn = Math.max(now, this.turns.get(key) ?? 0);
    if (turn - now > maxWaitMs) return Promise.resolve(null);
    if (this.turns.size > 100_000) this.evictExpired(now);
    this.turns.set(key, turn + spacingMs);
    return Promise.resolve(turn - now);
  }

  onApplicationShutdown(): Promise<void> {
    this.windows.clear();
    this.turns.clear();
    return Promise.resolve();
  }

  private hitOne(key: string, windowMs: number): number {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.evictExpired(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    window.count += 1;
    return window.count;
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const [key, next] of this.turns) if (next <= now) this.turns.delete(key);
  }
}
