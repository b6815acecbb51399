import { JsonSocket } from '@nestjs/microservices';
import type { Socket } from 'node:net';

/**
 * Nest's JSON framing over a socket with Nagle's algorithm off. Every call between the gateway,
 * the services and the workers is a small request answered by a small reply; with Nagle on,
 * each waits for the peer's delayed ACK (tens of milliseconds on Linux) before it is sent.
 */
export class NoDelayJsonSocket extends JsonSocket {
  constructor(socket: Socket) {
    socket.setNoDelay(true);
    super(socket);
  }
}
