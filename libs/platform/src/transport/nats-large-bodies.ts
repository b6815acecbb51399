import { randomUUID } from 'node:crypto';
import {
  headers as natsHeaders,
  nanos,
  StorageType,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type ObjectStore,
} from 'nats';

/** The header naming the stored body of a message sent without its body. */
export const LARGE_BODY_HEADER = 'x-roadbook-body';

/** Room left under the server's payload limit for the headers NATS sends with the body. */
const HEADERS_ROOM_BYTES = 4_096;

/** How long a stored body waits for its reader: a reader that died leaves nothing behind. */
const STORED_BODY_TTL_MS = 5 * 60_000;

const NO_BODY = new Uint8Array(0);

/** The JetStream object store bucket of one deployment's large bodies. */
export function largeBodiesBucket(subjectPrefix: string): string {
  return `${subjectPrefix.replace(/\./g, '_')}_large_bodies`;
}

/**
 * Messages over the NATS server's payload limit (1 MB by default): an admin's 5 MB photo, an
 * original served back. Such a body is put in a JetStream object store bucket (in memory, kept
 * five minutes at most) and the message carries only its name in a header; the reader takes it
 * out and deletes it. Every other message goes as it is, so only the rare large one pays the
 * extra round trips.
 */
export class LargeBodies {
  private opened: Promise<ObjectStore> | undefined;

  constructor(
    private readonly client: NatsConnection,
    private readonly subjectPrefix: string,
  ) {}

  /**
   * The message to send: `data` as it is with `headers` (when any) if it fits under the server's
   * limit; else, stored, no body and its name in a header.
   */
  outgoing(
    data: Uint8Array,
    headers?: MsgHdrs,
  ): { data: Uint8Array; headers?: MsgHdrs } | Promise<{ data: Uint8Array; headers: MsgHdrs }> {
    if (data.length <= this.limit()) return { data, headers };
    return this.stored(data, headers ?? natsHeaders());
  }

  /** Publishes `data` on `subject` (a reply inbox), stored first when it is too large. */
  publish(subject: string, data: Uint8Array): void | Promise<void> {
    const message = this.outgoing(data);
    if (!(message instanceof Promise)) return this.client.publish(subject, message.data);
    return message.then((stored) => this.client.publish(subject, stored.data, stored));
  }

  /** The body of a received message, taken out of the store when it was sent there. */
  read(message: Msg): Uint8Array | Promise<Uint8Array> {
    const name = message.headers?.get(LARGE_BODY_HEADER);
    return name ? this.takeOut(name) : message.data;
  }

  private async stored(
    data: Uint8Array,
    headers: MsgHdrs,
  ): Promise<{ data: Uint8Array; headers: MsgHdrs }> {
    const name = randomUUID();
    await (await this.store()).putBlob({ name }, data);
    headers.set(LARGE_BODY_HEADER, name);
    return { data: NO_BODY, headers };
  }

  private async takeOut(name: string): Promise<Uint8Array> {
    const store = await this.store();
    const data = await store.getBlob(name);
    await store.delete(name);
    if (!data) throw new Error(`the message's body ${name} is no longer stored`);
    return data;
  }

  private limit(): number {
    return this.client.info!.max_payload - HEADERS_ROOM_BYTES;
  }

  private store(): Promise<ObjectStore> {
    this.opened ??= this.client
      .jetstream()
      .views.os(largeBodiesBucket(this.subjectPrefix), {
        storage: StorageType.Memory,
        ttl: nanos(STORED_BODY_TTL_MS),
      })
      .catch((error: unknown) => {
        this.opened = undefined;
        throw new Error(
          `a message over NATS's payload limit needs JetStream on the server: ${(error as Error).message}`,
        );
      });
    return this.opened;
  }
}
