import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { createServer, type Server, type Socket } from 'node:net';
import { requirePassword } from './wire-password-gate';
import { WireQueryQueue } from './wire-query-queue';

type HandlerOptions = ConstructorParameters<typeof PGLiteSocketHandler>[0];

/**
 * PGlite over the PostgreSQL wire protocol on loopback, for any number of client connections
 * that know `password`, with a queue that keeps each connection's queries whole (see
 * WireQueryQueue).
 */
export class PGliteWireServer {
  private readonly queue: WireQueryQueue;
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;

  constructor(
    db: PGlite,
    private readonly password: string,
  ) {
    this.queue = new WireQueryQueue(db);
  }

  async listen(port: number, host = '127.0.0.1'): Promise<void> {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      requirePassword(socket, this.password, (admitted) => {
        const handler = new PGLiteSocketHandler({
          // The handler only calls enqueue, getQueueLength, clearQueueForHandler and
          // clearTransactionIfNeeded, which WireQueryQueue provides.
          queryQueue: this.queue as unknown as HandlerOptions['queryQueue'],
          closeOnDetach: true,
        });
        handler.attach(admitted).catch(() => admitted.destroy());
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
