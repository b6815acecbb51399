import type { PGlite } from '@electric-sql/pglite';
import { ListeningConnections } from './wire-notifications';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

/** Extended-query protocol messages (Parse, Bind, Describe, Execute, Close, Flush, copy data). */
const BATCH_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'd', 'c', 'f', 'F']);

/**
 * Serialises the wire-protocol messages of many client connections onto the one PGlite session.
 *
 * The stock queue of `@electric-sql/pglite-socket` interleaves connections message by message, so
 * connection A's Parse can be followed by B's Parse before A's Bind: A then fails with "unnamed
 * prepared statement does not exist" (seen with BullMQ and TypeORM side by side). Here a
 * connection that starts an extended-query batch keeps the session until its Sync, and one that
 * opens a transaction keeps it until the transaction ends; other connections wait their turn.
 * Notifications go to the connections that listen for them, whoever's reply they came out in
 * (wire-notifications.ts).
 */
export class WireQueryQueue {
  private readonly queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection that holds the session, mid-batch or mid-transaction. */
  private owner: number | null = null;
  /** The connection whose message PGlite is running right now. */
  private running: number | null = null;
  /** Set when that connection goes away before its message is done (a killed process). */
  private runningConnectionGone = false;
  private readonly listeners = new ListeningConnections();

  constructor(private readonly db: PGlite) {}

  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    this.listeners.noteMessage(handlerId, message, onData);
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** Called first when a connection goes away (then clearTransactionIfNeeded). */
  clearQueueForHandler(handlerId: number): void {
    this.listeners.forget(handlerId);
    if (handlerId === this.running) this.runningConnectionGone = true;
    for (let i = this.queue.length - 1; i >= 0; i -= 1) {
      if (this.queue[i].handlerId === handlerId) {
        this.queue.splice(i, 1)[0].reject(new Error('Handler disconnected'));
      }
    }
  }

  /** A connection that went away mid-transaction must not leave the session stuck in it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await this.releaseSession();
    await this.process();
  }

  private async releaseSession(): Promise<void> {
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
  }

  private next(): QueuedMessage | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        let bytes = 0;
        this.running = current.handlerId;
        let failure: Error | undefined;
        const reply = this.listeners.replyTo(current.handlerId, current.onData);
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                reply.push(data);
              },
            }),
          );
        } catch (error) {
          failure = error as Error;
        }
        reply.end();
        const gone = this.runningConnectionGone;
        this.running = null;
        this.runningConnectionGone = false;
        if (gone) {
          // Its clean-up already ran, while this message still held the session: nobody is
          // left to end the batch or the transaction it opened, so they end here.
          await this.releaseSession();
        } else if (!failure) {
          const type = String.fromCharCode(current.message[0]);
          const holds = BATCH_MESSAGES.has(type) || this.db.isInTransaction();
          this.owner = holds ? current.handlerId : null;
        }
        if (failure) current.reject(failure);
        else current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
