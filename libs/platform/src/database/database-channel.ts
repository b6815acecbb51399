import { Client, type Notification } from 'pg';

/** How long to wait before connecting again after the connection is lost or refused. */
const RECONNECT_DELAY_MS = 1_000;

/** How long a connection may take: a database that does not answer is tried again later. */
const CONNECT_TIMEOUT_MS = 3_000;

/** A channel's name as PostgreSQL takes it unquoted: what `LISTEN` is sent with here. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface ChannelListener {
  /** Each notification on the channel, with its payload. */
  onNotification(payload: string): void;
  /**
   * The channel is listened to (again): on the first connection and after each reconnection.
   * Notifications sent while nobody listened are lost, so this is where a listener assumes
   * the worst about that gap.
   */
  onListening(): void;
}

/**
 * Hears a PostgreSQL `NOTIFY` channel on a connection of its own (a pooled one would be handed
 * back and its `LISTEN` lost), connecting again a second after losing it, until closed.
 * Notifications are delivered when the transaction that sent them commits, and never for one
 * rolled back.
 */
export class DatabaseChannel {
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly listener: ChannelListener,
  ) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  /** Starts listening; resolves once listened to or, failing that, once a retry is set. */
  async start(): Promise<void> {
    if (this.closed) return;
    // TCP keep-alive: a listening connection only ever reads, so a peer that vanished without
    // closing it (a failover, a dropped NAT entry) would otherwise never be noticed.
    const client = new Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    this.client = client;
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    client.on('notification', (message: Notification) => {
      if (message.channel === this.channel) this.listener.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      this.reconnect(client);
      return;
    }
    if (this.client === client) this.listener.onListening();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Drops `client` (once, whichever of its failures comes first) and connects again later. */
  private reconnect(client: Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.retry = setTimeout(() => void this.start(), RECONNECT_DELAY_MS);
  }
}
