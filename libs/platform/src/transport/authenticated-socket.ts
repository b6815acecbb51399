import { Logger, type Type } from '@nestjs/common';
import { MAX_UPLOAD_BYTES } from '@roadbook/contracts';
import type { TcpSocket } from '@nestjs/microservices';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import { NoDelayJsonSocket } from './no-delay-json-socket';

/**
 * How long a signed message stays acceptable after it was sent (and, for clocks a little
 * apart, before). Its nonce is remembered that long, so a captured message cannot be replayed.
 */
export const SIGNED_MESSAGE_MAX_AGE_MS = 30_000;

/**
 * The longest frame a peer may send, in characters: an upload's base64 (4 characters per 3
 * bytes) twice over, for the envelope and headroom. A frame is buffered whole before its
 * signature can be checked, so this bounds what an unsigned peer can make a process hold (Nest's
 * default is 134 million characters); a longer one closes the connection.
 */
export const MAX_FRAME_CHARS = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) * 2;

/** Requests go from a client (gateway, workers) to a service; replies come back. */
export type SignedMessageKind = 'request' | 'reply';

/**
 * A signed message: the signed text exactly as signed, and its HMAC-SHA256 (base64url). On the
 * wire a frame is `<signature>.<signed text>` (see encodeSignedFrame), so the packet is
 * serialised once and parsed once, not embedded as a JSON string inside another JSON document.
 */
export interface SignedEnvelope {
  signed: string;
  signature: string;
}

/**
 * The signed text: Nest's own packet with what makes it fresh and unique, and the id of the
 * request it is sent for (request-context.ts). Signed with the rest, so a peer without the
 * secret cannot put its lines under another request's id.
 */
interface SignedContent {
  kind: SignedMessageKind;
  sentAt: number;
  nonce: string;
  requestId?: string;
  packet: unknown;
}

export type VerifiedMessage =
  { ok: true; packet: unknown; requestId?: string } | { ok: false; reason: string };

const refusal = (reason: string): VerifiedMessage => ({ ok: false, reason });

function isEnvelope(value: unknown): value is SignedEnvelope {
  const envelope = value as Partial<SignedEnvelope> | null;
  return (
    typeof envelope === 'object' &&
    envelope !== null &&
    typeof envelope.signed === 'string' &&
    typeof envelope.signature === 'string'
  );
}

function isSignedContent(value: unknown): value is SignedContent {
  const content = value as Partial<SignedContent> | null;
  return (
    typeof content === 'object' &&
    content !== null &&
    (content.kind === 'request' || content.kind === 'reply') &&
    Number.isFinite(content.sentAt) &&
    typeof content.nonce === 'string' &&
    (content.requestId === undefined || typeof content.requestId === 'string')
  );
}

/**
 * Signs and checks transport messages with a shared secret. The signature covers the exact text
 * that is sent (pattern, data and id of the packet, its kind, when it was sent and a random
 * nonce), so nothing in it can be changed, a message older than the window is refused, and a
 * nonce already seen within the window is a replay.
 */
export class MessageAuthenticator {
  /** nonce → when it can be forgotten (its message is stale by then). */
  private readonly seenNonces = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = SIGNED_MESSAGE_MAX_AGE_MS,
  ) {}

  sign(kind: SignedMessageKind, packet: unknown, requestId?: string): SignedEnvelope {
    const content: SignedContent = {
      kind,
      sentAt: this.now(),
      nonce: randomBytes(16).toString('base64url'),
      ...(requestId !== undefined && { requestId }),
      packet,
    };
    const signed = JSON.stringify(content);
    return { signed, signature: this.mac(signed).toString('base64url') };
  }

  /** The packet of a genuine, fresh, first-seen message of the expected kind; else why not. */
  verify(envelope: unknown, kind: SignedMessageKind): VerifiedMessage {
    if (!isEnvelope(envelope)) return refusal('unsigned message');
    const expected = this.mac(envelope.signed);
    const given = Buffer.from(envelope.signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return refusal('bad signature');
    }
    // Signed by a holder of the secret, so well-formed JSON; its shape is still checked.
    const content: unknown = JSON.parse(envelope.signed);
    if (!isSignedContent(content)) return refusal('malformed signed content');
    if (content.kind !== kind) return refusal(`a ${content.kind} where a ${kind} was expected`);
    const now = this.now();
    if (Math.abs(now - content.sentAt) > this.maxAgeMs) return refusal('stale message');
    this.forgetExpiredNonces(now);
    if (this.seenNonces.has(content.nonce)) return refusal('replayed message');
    this.seenNonces.set(content.nonce, content.sentAt + this.maxAgeMs);
    return {
      ok: true,
      packet: content.packet,
      ...(content.requestId !== undefined && { requestId: content.requestId }),
    };
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.secret).update(text).digest();
  }

  /**
   * Nonces arrive roughly in the order they expire, so the oldest sit at the front of the map.
   * Stopping at the first live one may keep a few expired ones a little longer, never forget a
   * live one.
   */
  private forgetExpiredNonces(now: number): void {
    for (const [nonce, expiresAt] of this.seenNonces) {
      if (expiresAt > now) return;
      this.seenNonces.delete(nonce);
    }
  }
}

/** Which end of a connection a socket serves: clients send requests, servers send replies. */
export type TransportEnd = 'client' | 'server';

/** The frame text of a signed message: its signature, a `.`, then the signed text. */
export function encodeSignedFrame({ signature, signed }: SignedEnvelope): string {
  return `${signature}.${signed}`;
}

/** An HMAC-SHA256 in base64url: 32 bytes, 43 characters. */
const SIGNATURE_LENGTH = 43;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The signed message a frame carries, or undefined for a frame that is not one. */
export function decodeSignedFrame(frame: string): SignedEnvelope | undefined {
  if (frame.charAt(SIGNATURE_LENGTH) !== '.') return undefined;
  const signature = frame.slice(0, SIGNATURE_LENGTH);
  if (!SIGNATURE_PATTERN.test(signature)) return undefined;
  return { signature, signed: frame.slice(SIGNATURE_LENGTH + 1) };
}

/**
 * Nest's length-prefixed framing with every message signed on the way out and checked on the way in,
 * before Nest sees it. A message that fails the check closes the connection at once: nothing
 * from an unauthenticated peer reaches a handler, and nothing a spoofed server says reaches a
 * caller. One warning per connection, without the message, says why.
 *
 * A client's request carries the id of the request it is sent for; the server hands it to Nest
 * inside that id's context, so a service handler logs (and enqueues) under the same id. A
 * message without one is handled outside any request.
 *
 * Nest builds the socket itself from a class, so the secret comes in through this factory; each
 * server or client gets one class and one record of the nonces it has seen.
 */
export function authenticatedSocketClass(secret: string, end: TransportEnd): Type<TcpSocket> {
  const authenticator = new MessageAuthenticator(secret);
  const sends: SignedMessageKind = end === 'client' ? 'request' : 'reply';
  const receives: SignedMessageKind = end === 'client' ? 'reply' : 'request';
  const logger = new Logger('Transport');

  class AuthenticatedJsonSocket extends NoDelayJsonSocket {
    private refused = false;

    constructor(socket: Socket) {
      super(socket, { maxBufferSize: MAX_FRAME_CHARS });
    }

    /** A frame too long or with a garbled length: the peer is not one of ours. */
    protected override handleDataError(error: Error): void {
      if (!this.refused) this.refuse(error.message);
    }

    protected override emitMessage(frame: string): void {
      // Frames read together with the refused one are dropped too.
      if (this.refused) return;
      const verified = authenticator.verify(decodeSignedFrame(frame), receives);
      if (!verified.ok) return this.refuse(verified.reason);
      runWithRequestId(verified.requestId, () =>
        this.socket.emit('message', verified.packet ?? {}),
      );
    }

    private refuse(reason: string): void {
      this.refused = true;
      const peer = `${this.socket.remoteAddress ?? 'unknown'}:${this.socket.remotePort ?? '?'}`;
      logger.warn(`refused a ${receives} from ${peer} (${reason}); connection closed`);
      this.socket.destroy();
    }
  }
  // Nest's `<length>#<text>` frame around the signed message, serialised once. JsonSocket's
  // formatMessageData is private in its typings but is the one place a frame's text is made;
  // its handleSend (writing, backpressure) stays Nest's.
  (AuthenticatedJsonSocket.prototype as unknown as FrameFormatter).formatMessageData = (
    message: unknown,
  ): string => {
    // A request is sent from the caller's code, in its request's context; a reply carries none.
    const requestId = sends === 'request' ? currentRequestId() : undefined;
    const text = encodeSignedFrame(authenticator.sign(sends, message, requestId));
    return `${text.length}#${text}`;
  };
  return AuthenticatedJsonSocket;
}

interface FrameFormatter {
  formatMessageData(message: unknown): string;
}
