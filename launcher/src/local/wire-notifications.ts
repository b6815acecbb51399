/**
 * LISTEN and NOTIFY across the client connections of the one PGlite session.
 *
 * Every connection of local mode shares one PostgreSQL session (wire-query-queue.ts), so a
 * `LISTEN` by any of them subscribes that session, and a notification comes out in the reply of
 * whichever connection's message PGlite is running when it is delivered: the notifier's own, as a
 * rule. Left alone, a worker waiting on `LISTEN bullmq_jobs` never hears of a job another
 * connection added, and has to poll for it.
 *
 * So each NotificationResponse is taken out of the running reply and written to every connection
 * that listens on its channel (the running one keeps it in place when it listens too). A
 * connection's channels come from the `LISTEN` and `UNLISTEN` statements it sends, simple or
 * extended; a notification nobody listens to is dropped, as PostgreSQL drops it.
 */

const SIMPLE_QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const NOTIFICATION_RESPONSE = 0x41; // 'A'

/** `LISTEN channel` and `UNLISTEN channel | *`, outside comments. */
const LISTEN_STATEMENT = /\b(UN)?LISTEN\s+(\*|"(?:[^"]|"")+"|[A-Za-z_][\w$]*)/gi;
const SQL_COMMENTS = /--[^\n]*|\/\*[\s\S]*?\*\//g;

type Write = (data: Uint8Array) => void;

/** The text of a NUL-terminated string at `offset`, and the offset after it. */
function cString(bytes: Uint8Array, offset: number): [string, number] {
  const end = bytes.indexOf(0, offset);
  const stop = end === -1 ? bytes.length : end;
  return [Buffer.from(bytes.buffer, bytes.byteOffset + offset, stop - offset).toString(), stop + 1];
}

const LISTEN_WORD = 'listen';

/**
 * Whether the bytes hold the word LISTEN, in any case. Nearly every message does not, and is then
 * never decoded: only one that may subscribe or unsubscribe is read as SQL.
 */
export function mentionsListen(bytes: Uint8Array): boolean {
  search: for (let start = 0; start + LISTEN_WORD.length <= bytes.length; start++) {
    for (let i = 0; i < LISTEN_WORD.length; i++) {
      // ASCII letters only: setting the 0x20 bit lower-cases them.
      if ((bytes[start + i] | 0x20) !== LISTEN_WORD.charCodeAt(i)) continue search;
    }
    return true;
  }
  return false;
}

/** The statement a simple query or a Parse message carries, or null for any other message. */
export function statementOf(message: Uint8Array): string | null {
  if (message[0] === SIMPLE_QUERY) return cString(message, 5)[0];
  if (message[0] === PARSE) {
    const [, afterName] = cString(message, 5);
    return cString(message, afterName)[0];
  }
  return null;
}

/** An identifier as PostgreSQL names it: quoted kept as written, unquoted folded to lower case. */
function channelName(identifier: string): string {
  return identifier.startsWith('"')
    ? identifier.slice(1, -1).replace(/""/g, '"')
    : identifier.toLowerCase();
}

export interface ListenChange {
  listen: boolean;
  /** '*' for `UNLISTEN *`. */
  channel: string;
}

/** The LISTEN and UNLISTEN statements of `sql`, in order. */
export function listenChanges(sql: string): ListenChange[] {
  if (!/LISTEN/i.test(sql)) return [];
  return [...sql.replace(SQL_COMMENTS, ' ').matchAll(LISTEN_STATEMENT)].map(
    ([, un, identifier]) => ({
      listen: un === undefined,
      channel: identifier === '*' ? '*' : channelName(identifier),
    }),
  );
}

/** The channel a NotificationResponse message (type, length, sender pid, channel, payload) names. */
export function notificationChannel(message: Uint8Array): string {
  return cString(message, 9)[0];
}

/** Which connection listens on which channel, and how to write to each. */
export class ListeningConnections {
  private readonly channels = new Map<number, Set<string>>();
  private readonly writers = new Map<number, Write>();

  /** Notes a message a connection sent: the channels it starts or stops listening on. */
  noteMessage(handlerId: number, message: Uint8Array, write: Write): void {
    if (!mentionsListen(message)) return;
    const statement = statementOf(message);
    if (statement === null) return;
    for (const { listen, channel } of listenChanges(statement)) {
      let channels = this.channels.get(handlerId);
      if (listen) {
        channels ??= new Set();
        channels.add(channel);
        this.channels.set(handlerId, channels);
        this.writers.set(handlerId, write);
      } else if (channel === '*') {
        channels?.clear();
      } else {
        channels?.delete(channel);
      }
    }
  }

  /** A connection that went away. */
  forget(handlerId: number): void {
    this.channels.delete(handlerId);
    this.writers.delete(handlerId);
  }

  listensTo(handlerId: number, channel: string): boolean {
    return this.channels.get(handlerId)?.has(channel) ?? false;
  }

  /** Writes a notification to every listener of its channel but `except`. */
  deliver(notification: Uint8Array, channel: string, except: number): void {
    for (const [handlerId, channels] of this.channels) {
      if (handlerId !== except && channels.has(channel))
        this.writers.get(handlerId)?.(notification);
    }
  }

  /**
   * The reply of `handlerId`'s running message, with its notifications taken out and delivered:
   * push each chunk PGlite streams, then end.
   */
  replyTo(handlerId: number, write: Write): Reply {
    return new Reply(this, handlerId, write);
  }
}

/** One running message's reply, split into whole protocol messages as it streams. */
export class Reply {
  /** The start of a message whose end has not streamed yet. */
  private partial: Uint8Array = new Uint8Array(0);

  constructor(
    private readonly listeners: ListeningConnections,
    private readonly handlerId: number,
    private readonly write: Write,
  ) {}

  push(chunk: Uint8Array): void {
    const bytes = this.partial.length > 0 ? Buffer.concat([this.partial, chunk]) : chunk;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let offset = 0;
    let kept = 0;
    const out: Uint8Array[] = [];
    while (offset + 5 <= bytes.length) {
      const length = 1 + view.getInt32(offset + 1);
      if (length < 5) {
        // Not a message PostgreSQL would send: the rest goes through as it came.
        offset = bytes.length;
        break;
      }
      if (offset + length > bytes.length) break;
      if (bytes[offset] === NOTIFICATION_RESPONSE) {
        const notification = bytes.slice(offset, offset + length);
        const channel = notificationChannel(notification);
        this.listeners.deliver(notification, channel, this.handlerId);
        if (!this.listeners.listensTo(this.handlerId, channel)) {
          if (offset > kept) out.push(bytes.subarray(kept, offset));
          kept = offset + length;
        }
      }
      offset += length;
    }
    if (offset > kept) out.push(bytes.subarray(kept, offset));
    this.partial = bytes.slice(offset);
    for (const part of out) this.write(part);
  }

  /** Whatever is left of a message cut short goes to the client as it came. */
  end(): void {
    if (this.partial.length > 0) this.write(this.partial);
    this.partial = new Uint8Array(0);
  }
}
