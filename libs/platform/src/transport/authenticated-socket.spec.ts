import { Logger } from '@nestjs/common';
import type { TcpSocket } from '@nestjs/microservices';
import { MAX_UPLOAD_BYTES } from '@roadbook/contracts';
import { once } from 'node:events';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import {
  authenticatedSocketClass,
  decodeSignedFrame,
  encodeSignedFrame,
  MAX_FRAME_CHARS,
  MessageAuthenticator,
  SIGNED_MESSAGE_MAX_AGE_MS,
  type SignedEnvelope,
} from './authenticated-socket';

const SECRET = 'a'.repeat(32) + '-transport-secret';
const packet = { pattern: 'trips.trip.list-by-user', data: { userId: 7 }, id: 'req-1' };

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-05-01T10:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MessageAuthenticator', () => {
  it('accepts a signed message once and hands back its packet', () => {
    const sender = new MessageAuthenticator(SECRET);
    const receiver = new MessageAuthenticator(SECRET);

    expect(receiver.verify(sender.sign('request', packet), 'request')).toEqual({
      ok: true,
      packet,
    });
  });

  it('refuses a message whose signed text was changed', () => {
    const envelope = new MessageAuthenticator(SECRET).sign('request', packet);
    const content = JSON.parse(envelope.signed) as { packet: typeof packet };
    content.packet.data.userId = 8;
    const tampered: SignedEnvelope = { ...envelope, signed: JSON.stringify(content) };

    expect(new MessageAuthenticator(SECRET).verify(tampered, 'request')).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('refuses a message signed with another key', () => {
    const envelope = new MessageAuthenticator('b'.repeat(40)).sign('request', packet);

    expect(new MessageAuthenticator(SECRET).verify(envelope, 'request')).toMatchObject({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('refuses a plain Nest packet and a made-up signature', () => {
    const receiver = new MessageAuthenticator(SECRET);

    expect(receiver.verify(packet, 'request')).toMatchObject({ reason: 'unsigned message' });
    expect(receiver.verify(undefined, 'request')).toMatchObject({ reason: 'unsigned message' });
    expect(
      receiver.verify({ signed: JSON.stringify(packet), signature: 'x'.repeat(43) }, 'request'),
    ).toMatchObject({ reason: 'bad signature' });
  });

  it('refuses a message older than the window, and one dated too far ahead', () => {
    const clock = manualClock();
    const sender = new MessageAuthenticator(SECRET, clock.now);
    const receiver = new MessageAuthenticator(SECRET, clock.now);
    const old = sender.sign('request', packet);
    clock.advance(SIGNED_MESSAGE_MAX_AGE_MS + 1);
    const ahead = new MessageAuthenticator(
      SECRET,
      () => clock.now() + 2 * SIGNED_MESSAGE_MAX_AGE_MS,
    );

    expect(receiver.verify(old, 'request')).toMatchObject({ reason: 'stale message' });
    expect(receiver.verify(ahead.sign('request', packet), 'request')).toMatchObject({
      reason: 'stale message',
    });
  });

  it('refuses a replay of a message it already accepted', () => {
    const clock = manualClock();
    const receiver = new MessageAuthenticator(SECRET, clock.now);
    const envelope = new MessageAuthenticator(SECRET, clock.now).sign('request', packet);

    expect(receiver.verify(envelope, 'request').ok).toBe(true);
    clock.advance(SIGNED_MESSAGE_MAX_AGE_MS - 1);
    expect(receiver.verify(envelope, 'request')).toMatchObject({ reason: 'replayed message' });
  });

  it('hands back the request id it was signed with, and refuses one changed on the way', () => {
    const envelope = new MessageAuthenticator(SECRET).sign('request', packet, 'req-42');
    const content = JSON.parse(envelope.signed) as { requestId: string };
    content.requestId = 'someone-else';

    expect(new MessageAuthenticator(SECRET).verify(envelope, 'request')).toEqual({
      ok: true,
      packet,
      requestId: 'req-42',
    });
    expect(
      new MessageAuthenticator(SECRET).verify(
        { ...envelope, signed: JSON.stringify(content) },
        'request',
      ),
    ).toMatchObject({ ok: false, reason: 'bad signature' });
  });

  it('refuses a reply sent back at a server as if it were a request', () => {
    const reply = new MessageAuthenticator(SECRET).sign('reply', { id: 'req-1', response: [] });

    expect(new MessageAuthenticator(SECRET).verify(reply, 'request')).toMatchObject({
      ok: false,
      reason: 'a reply where a request was expected',
    });
  });
});

describe('signed frames', () => {
  it('carry the packet serialised once, and give back exactly what was signed', () => {
    const envelope = new MessageAuthenticator(SECRET).sign('request', packet);
    const frame = encodeSignedFrame(envelope);

    expect(frame).toContain(JSON.stringify(packet));
    expect(decodeSignedFrame(frame)).toEqual(envelope);
  });

  it('are not mistaken for plain JSON with a dot in it', () => {
    expect(decodeSignedFrame(JSON.stringify(packet))).toBeUndefined();
    expect(decodeSignedFrame(`${'!'.repeat(43)}.{}`)).toBeUndefined();
  });
});

describe('authenticatedSocketClass', () => {
  let server: Server;
  let port: number;
  let accepted: Promise<TcpSocket>;
  let warn: jest.SpyInstance;

  beforeEach(async () => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const ServerSocket = authenticatedSocketClass(SECRET, 'server');
    server = createServer();
    accepted = once(server, 'connection').then(([socket]) => new ServerSocket(socket as Socket));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    warn.mockRestore();
    server.close();
    await once(server, 'close');
  });

  /** What was logged as warnings, one string per call. */
  function warnings(): string[] {
    return (warn.mock.calls as unknown[][]).map(([message]) => String(message));
  }

  function connectClient(secret = SECRET): TcpSocket {
    const ClientSocket = authenticatedSocketClass(secret, 'client');
    return new ClientSocket(new Socket()).connect(port, '127.0.0.1');
  }

  /** Resolves with the first message the socket passes on, or 'closed' if it closes first. */
  function firstMessageOrClose(socket: TcpSocket): Promise<unknown> {
    return new Promise((resolve) => {
      socket.on('message', resolve);
      socket.on('close', () => resolve('closed'));
    });
  }

  it('passes a signed request to the server and its signed reply back to the client', async () => {
    const client = connectClient();
    client.sendMessage(packet);
    const serverSocket = await accepted;

    expect(await firstMessageOrClose(serverSocket)).toEqual(packet);

    const reply = { id: 'req-1', response: [{ id: 1 }], isDisposed: true };
    const received = firstMessageOrClose(client);
    serverSocket.sendMessage(reply);
    expect(await received).toEqual(reply);
    client.end();
  });

  it('hands a request to the server inside the id of the request it was sent for', async () => {
    const client = connectClient();
    const serverSocket = await new Promise<TcpSocket>((resolve) => {
      void accepted.then(resolve);
      runWithRequestId('e2e-trip-1', () => client.sendMessage(packet));
    });
    const seen = await new Promise<string | undefined>((resolve) =>
      serverSocket.on('message', () => resolve(currentRequestId())),
    );

    expect(seen).toBe('e2e-trip-1');
    client.end();
  });

  it('hands a request sent outside any request to the server outside any request', async () => {
    const client = connectClient();
    const serverSocket = await new Promise<TcpSocket>((resolve) => {
      void accepted.then(resolve);
      client.sendMessage(packet);
    });
    const seen = await new Promise<string | undefined>((resolve) =>
      serverSocket.on('message', () => resolve(currentRequestId())),
    );

    expect(seen).toBeUndefined();
    client.end();
  });

  it('closes a connection that sends an unsigned frame, passing nothing on', async () => {
    const raw = new Socket().connect(port, '127.0.0.1');
    const body = JSON.stringify({ ...packet, data: { userId: 7, marker: 'private-body' } });
    raw.write(`${body.length}#${body}`);
    const serverSocket = await accepted;
    const answer: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => answer.push(chunk));

    expect(await firstMessageOrClose(serverSocket)).toBe('closed');
    await once(raw, 'close');
    expect(answer).toEqual([]);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/refused a request .*unsigned message/);
    expect(warnings()[0]).not.toContain('private-body');
  });

  it('passes a signed frame as long as the largest upload', async () => {
    const client = connectClient();
    const upload = {
      ...packet,
      data: { base64: 'A'.repeat(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3)) },
    };
    client.sendMessage(upload);
    const serverSocket = await accepted;

    expect(await firstMessageOrClose(serverSocket)).toEqual(upload);
    client.end();
  });

  it('closes a connection whose frame runs past the longest there may be, holding none of it', async () => {
    const raw = new Socket().connect(port, '127.0.0.1');
    // The server resets the connection mid-write.
    raw.on('error', () => undefined);
    // An unsigned 100 MB frame, sent in 1 MB pieces: refused once the buffer passes the cap.
    raw.write('100000000#');
    const piece = 'x'.repeat(1024 * 1024);
    const serverSocket = await accepted;
    const closed = firstMessageOrClose(serverSocket);
    let sent = 0;
    while (!raw.destroyed && sent < 100) {
      if (!raw.write(piece))
        await new Promise((resolve) => {
          raw.once('drain', resolve);
          raw.once('close', resolve);
        });
      sent++;
    }

    expect(await closed).toBe('closed');
    // The server read no further than one read past the cap. What the client managed to write
    // depends on the kernel's socket buffers, so only its stopping long before the end is checked.
    expect(serverSocket.netSocket.bytesRead).toBeLessThan(MAX_FRAME_CHARS + piece.length);
    expect(sent).toBeLessThan(100);
    expect(warnings()).toEqual([expect.stringMatching(/refused a request .*packet length/i)]);
  });

  it('closes a connection whose messages are signed with another key', async () => {
    const client = connectClient('c'.repeat(32));
    client.sendMessage(packet);
    const serverSocket = await accepted;

    expect(await firstMessageOrClose(serverSocket)).toBe('closed');
    expect(warnings()).toEqual([expect.stringMatching(/refused a request .*bad signature/)]);
  });

  it('makes a client drop a server that cannot sign its replies', async () => {
    const client = connectClient();
    client.sendMessage(packet);
    const spoofed = await accepted;
    await firstMessageOrClose(spoofed);
    const received = firstMessageOrClose(client);
    const body = JSON.stringify({ id: 'req-1', response: 'forged', isDisposed: true });
    spoofed.netSocket.write(`${body.length}#${body}`);

    expect(await received).toBe('closed');
    expect(warnings()).toEqual([expect.stringMatching(/refused a reply .*unsigned message/)]);
  });
});
