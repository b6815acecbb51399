import type { PGlite } from '@electric-sql/pglite';
import { WireQueryQueue } from './wire-query-queue';

/**
 * The part of a PGlite session the queue drives. Messages are a type byte and a statement;
 * `BEGIN` opens a transaction and `ROLLBACK` ends it, as on the real session.
 */
class RecordingSession {
  readonly statements: string[] = [];
  private inTransaction = false;

  runExclusive<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  execProtocolRawStream(
    message: Uint8Array,
    { onRawData }: { onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    const statement = Buffer.from(message).toString('utf8', 1);
    this.statements.push(statement);
    if (statement === 'BEGIN') this.inTransaction = true;
    onRawData(Uint8Array.of(0x5a));
    return Promise.resolve();
  }

  exec(statement: string): Promise<void> {
    this.statements.push(statement);
    if (statement === 'ROLLBACK') this.inTransaction = false;
    return Promise.resolve();
  }

  isInTransaction(): boolean {
    return this.inTransaction;
  }
}

/** Parse ('P') opens an extended-query batch, Sync ('S') ends it; 'Q' is a simple query. */
const wire = (type: 'P' | 'S' | 'Q', statement = '') => Buffer.from(`${type}${statement}`);
const ignore = () => undefined;

describe('WireQueryQueue', () => {
  let session: RecordingSession;
  let queue: WireQueryQueue;

  beforeEach(() => {
    session = new RecordingSession();
    queue = new WireQueryQueue(session as unknown as PGlite);
  });

  /** What the socket handler does when a client's connection closes. */
  async function disconnect(handlerId: number): Promise<void> {
    queue.clearQueueForHandler(handlerId);
    await queue.clearTransactionIfNeeded(handlerId);
  }

  it("keeps a connection's batch whole: another connection waits for its Sync", async () => {
    await queue.enqueue(1, wire('P', 'SELECT 1'), ignore);
    const second = queue.enqueue(2, wire('Q', 'SELECT 2'), ignore);
    await queue.enqueue(1, wire('S'), ignore);
    await second;

    expect(session.statements).toEqual(['SELECT 1', '', 'SELECT 2']);
  });

  it('frees the session of a connection that went away while its Parse ran', async () => {
    const inFlight = queue.enqueue(1, wire('P', 'SELECT 1'), ignore);
    await disconnect(1);
    await inFlight;

    await queue.enqueue(2, wire('Q', 'SELECT 2'), ignore);
    expect(session.statements).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('rolls back what a connection that went away while opening a transaction left open', async () => {
    const inFlight = queue.enqueue(1, wire('Q', 'BEGIN'), ignore);
    await disconnect(1);
    await inFlight;

    await queue.enqueue(2, wire('Q', 'SELECT 2'), ignore);
    expect(session.statements).toEqual(['BEGIN', 'ROLLBACK', 'SELECT 2']);
    expect(session.isInTransaction()).toBe(false);
  });
});
