import { JsonSocket } from '@nestjs/microservices';
import type { Socket } from 'node:net';

/**
 * Nest's JSON framing over a socket with Nagle's algorithm off, and the frames of one turn of
 * the event loop written together. Every call between the gateway, the services and the workers
 * is a small request answered by a small reply: with Nagle on, each waits for the peer's delayed
 * ACK (tens of milliseconds on Linux) before it is sent; with Nagle off and one write per frame,
 * a busy process spends its time in write system calls. Corking the socket at the first frame
 * and uncorking it once the turn's I/O callbacks have run (setImmediate) sends every frame of
 * the turn in one write, without waiting for anything.
 */
export class NoDelayJsonSocket extends JsonSocket {
  private corked = false;

  constructor(socket: Socket, options?: ConstructorParameters<typeof JsonSocket>[1]) {
    socket.setNoDelay(true);
    super(socket, options);
  }

  protected override handleSend(message: unknown, callback?: (err?: unknown) => void): void {
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      setImmediate(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    super.handleSend(message, callback);
  }
}
