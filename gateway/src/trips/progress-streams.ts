import { HttpException, HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';

/** Progress streams one client address may hold open at once, on this gateway, by default. */
export const MAX_STREAMS_PER_CLIENT = 5;

export const ProgressStreamMessages = {
  tooMany: 'Too many progress streams are open. Close a tab or wait for a trip to finish.',
} as const;

/**
 * Counts the open progress streams per client: each one holds a connection and reads its trip
 * every few seconds for up to three minutes, so an unbounded number from one client would be a cheap way to load
 * the whole system.
 */
@Injectable()
export class ProgressStreams {
  private readonly open = new Map<string, number>();
  private readonly max: number;

  constructor(@Optional() @Inject(APP_ENV) env?: Pick<GatewayEnv, 'PROGRESS_STREAMS_PER_CLIENT'>) {
    this.max = env?.PROGRESS_STREAMS_PER_CLIENT ?? MAX_STREAMS_PER_CLIENT;
  }

  /** Takes a slot for `client`, or answers 429; the returned function gives it back once. */
  acquire(client: string): () => void {
    const count = this.open.get(client) ?? 0;
    if (count >= this.max) {
      throw new HttpException(
        { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: ProgressStreamMessages.tooMany },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.open.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left > 0) this.open.set(client, left);
      else this.open.delete(client);
    };
  }
}
