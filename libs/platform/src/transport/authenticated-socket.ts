import { Logger, type Type } from '@nestjs/common';
import type { TcpSocket } from '@nestjs/microservices';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NoDelayJsonSocket } from './no-delay-json-socket';

/**
 * How long a signed message stays acceptable after it was sent (and, for clocks a little
 * apart, before). Its nonce is remembered that long, so a captured message cannot be replayed.
 */
export const SIGNED_MESSAGE_MAX_AGE_MS = 30_000;

/** Requests go from a client (gateway, workers) to a service; replies come back. */
export type SignedMessageKind = 'request' | 'reply';

/** What travels in a frame: the signed text exactly as signed, and its HMAC-SHA256. */
export interface SignedEnvelope {
  signed: string;
  signature: string;
}

/** The signed text: Nest's own packet with what makes it fresh and unique. */
interface SignedContent {
  kind: SignedMessageKind;
  sentAt: number;
  nonce: string;
  packet: unknown;
}

export type VerifiedMessage = { ok: true; packet: unknown } | { ok: false; reason: string };

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
    typeof content.nonce === 'string'
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

  sign(kind: SignedMessageKind, packet: unknown): SignedEnvelope {
    const content: SignedContent = {
      kind,
      sentAt: this.now(),
      nonce: randomBytes(16).toString('base64url'),
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
    return { ok: true, packet: content.packet };
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

/**
 * Nest's JSON framing with every message signed on the way out and checked on the way in,
 * before Nest sees it. A message that fails the check closes the connection at once: nothing
 * from an unauthenticated peer reaches a handler, and nothing a spoofed server says reaches a
 * caller. One warning per connection, without the message, says why.
 *
 * Nest builds the socket itself from a class, so the secret comes in through this factory; each
 * server or client gets one class and one record of the nonces it has seen.
 */
export function authenticatedSocketClass(secret: string, end: TransportEnd): Type<TcpSocket> {
  const authenticator = new MessageAuthenticator(secret);
  const sends: SignedMessageKind = end === 'client' ? 'request' : 'reply';
  const receives: SignedMessageKind = end === 'client' ? 'reply' : 'request';
  const logger = new Logger('Transport');

  return class AuthenticatedJsonSocket extends NoDelayJsonSocket {
    private refused = false;

    protected override handleSend(message: unknown, callback?: (err?: unknown) => void): void {
      super.handleSend(authenticator.sign(sends, message), callback);
    }

    protected override emitMessage(frame: string): void {
      // Frames read together with the refused one are dropped too.
      if (this.refused) return;
      const verified = authenticator.verify(parseFrame(frame), receives);
      if (!verified.ok) return this.refuse(verified.reason);
      this.socket.emit('message', verified.packet ?? {});
    }

    private refuse(reason: string): void {
      this.refused = true;
      const peer = `${this.socket.remoteAddress ?? 'unknown'}:${this.socket.remotePort ?? '?'}`;
      logger.warn(`refused a ${receives} from ${peer} (${reason}); connection closed`);
      this.socket.destroy();
    }
  };
}

function parseFrame(frame: string): unknown {
  try {
    return JSON.parse(frame);
  } catch {
    return undefined;
  }
}
