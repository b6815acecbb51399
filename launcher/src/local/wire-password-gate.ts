import { createHash, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';

/**
 * Codes of the packets a client may open with (PostgreSQL protocol 3.0): encryption requests,
 * answered "no", and the startup message. A cancel request (PGlite cannot cancel) or anything
 * else is refused.
 */
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const PROTOCOL_3 = 196608;
/** More than any startup and password message: a client that sends more is not one. */
const MAX_UNAUTHENTICATED_BYTES = 16 * 1024;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const ASK_FOR_PASSWORD = message('R', Buffer.from([0, 0, 0, 3]));

function fatal(code: string, text: string): Buffer {
  const field = (name: string, value: string) => Buffer.from(`${name}${value}\0`);
  return message(
    'E',
    Buffer.concat([
      field('S', 'FATAL'),
      field('V', 'FATAL'),
      field('C', code),
      field('M', text),
      Buffer.from([0]),
    ]),
  );
}

/**
 * Makes a client of the embedded database prove it knows `password` before PGlite sees the
 * connection: PGlite itself signs in anyone, and its port, though on loopback, is open to every
 * user and process on the machine. The gate reads the startup message, asks for the password in
 * clear text (the connection never leaves the machine), and hands the socket on, startup message
 * first, with `admit` once it matches; otherwise it answers as PostgreSQL does (28P01) and
 * closes. Nothing is buffered past a few KB before that.
 */
export function requirePassword(
  socket: Socket,
  password: string,
  admit: (socket: Socket) => void,
): void {
  const expected = sha256(password);
  let buffered = Buffer.alloc(0);
  let startup: Buffer | undefined;

  const refuse = (code: string, text: string) => {
    socket.removeListener('data', read);
    socket.end(fatal(code, text));
  };

  /** The next whole startup-phase packet (length first, no type byte), or undefined. */
  const nextPacket = (offset: number): Buffer | undefined => {
    if (buffered.length < offset + 4) return undefined;
    const length = buffered.readInt32BE(offset);
    if (buffered.length < length + offset) return undefined;
    const packet = buffered.subarray(0, offset + length);
    buffered = buffered.subarray(offset + length);
    return packet;
  };

  function read(chunk: Buffer): void {
    buffered = Buffer.concat([buffered, chunk]);
    if (buffered.length > MAX_UNAUTHENTICATED_BYTES) {
      refuse('08P01', 'too much data before authentication');
      return;
    }
    while (!startup) {
      const packet = nextPacket(0);
      if (!packet) return;
      const code = packet.length >= 8 ? packet.readInt32BE(4) : -1;
      if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write('N');
      else if (code === PROTOCOL_3) {
        startup = packet;
        socket.write(ASK_FOR_PASSWORD);
      } else {
        refuse('08P01', 'unsupported startup request');
        return;
      }
    }
    if (buffered.length < 1) return;
    if (buffered.toString('latin1', 0, 1) !== 'p') {
      refuse('08P01', 'expected a password message');
      return;
    }
    const packet = nextPacket(1);
    if (!packet) return;
    const given = packet.toString('utf8', 5, packet.length - 1);
    if (!timingSafeEqual(sha256(given), expected)) {
      refuse('28P01', 'password authentication failed for the embedded database');
      return;
    }
    socket.pause();
    socket.removeListener('data', read);
    // PGlite answers the startup message itself (AuthenticationOk and the rest), as if the
    // password had never been asked for.
    socket.unshift(Buffer.concat([startup, buffered]));
    admit(socket);
    socket.resume();
  }

  socket.on('data', read);
}
