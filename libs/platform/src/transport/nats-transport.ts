import { Logger } from '@nestjs/common';
import { ClientNats, ServerNats, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import {
  DELETES_DONE_WHEN_GONE,
  isServiceErrorBody,
  RETRIABLE_PATTERNS,
  type ServiceName,
} from '@roadbook/contracts';
import { readFileSync } from 'node:fs';
import {
  ErrorCode,
  headers as natsHeaders,
  NatsError,
  type ConnectionOptions,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type Subscription,
} from 'nats';
import type { TransportEnv } from '../config/env.schemas';
import { currentRequestId, isSafeRequestId, runWithRequestId } from '../logging/request-context';
import { CallHeartbeats, CallInbox, CALL_HEARTBEAT_MS, CALL_QUIET_MS } from './nats-calls';
import { LARGE_BODY_HEADER, LargeBodies } from './nats-large-bodies';

/** The header a call carries the id of the request it is made for in (request-context.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** How long a stopping service waits for the calls it already took before it disconnects. */
export const IN_FLIGHT_DRAIN_MS = 10_000;

type NatsEnv = Pick<
  TransportEnv,
  'NATS_URL' | 'NATS_USER' | 'NATS_PASSWORD' | 'NATS_TLS_CA_FILE' | 'NATS_SUBJECT_PREFIX'
>;

/** The subject a pattern is published on: the deployment's prefix, then the pattern. */
export function natsSubject(prefix: string, pattern: string): string {
  return `${prefix}.${pattern}`;
}

/** The queue group of one service's replicas: each call goes to one of them. */
export function natsQueueGroup(prefix: string, service: ServiceName): string {
  return `${prefix}.${service}`;
}

/** How an app connects to NATS: its servers, its user, TLS when a CA is given, its name. */
export function natsConnectionOptions(env: NatsEnv, name: string): ConnectionOptions {
  return {
    servers: env.NATS_URL.split(',').map((server) => server.trim()),
    name,
    ...(env.NATS_USER !== undefined && { user: env.NATS_USER, pass: env.NATS_PASSWORD }),
    ...(env.NATS_TLS_CA_FILE && { tls: { ca: readFileSync(env.NATS_TLS_CA_FILE, 'utf8') } }),
    // A restarted NATS server is waited for, as long as it takes, rather than given up on.
    maxReconnectAttempts: -1,
  };
}

/** The headers of a call: the request id it is made for, if any (none at all otherwise). */
function requestHeaders(): MsgHdrs | undefined {
  const requestId = currentRequestId();
  if (!requestId) return undefined;
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, requestId);
  return headers;
}

function requestIdOf(headers: MsgHdrs | undefined): string | undefined {
  const value = headers?.get(REQUEST_ID_HEADER);
  return isSafeRequestId(value) ? value : undefined;
}

/**
 * One service's end of the NATS transport: it subscribes to its patterns under the deployment's
 * prefix in its service's queue group, so every replica shares the calls and each call reaches
 * one of them. A call runs under the request id its header carries. Stopping, it drains its
 * subscriptions first (NATS sends new calls to the other replicas), answers the calls it already
 * took, then disconnects: a replica that is stopped loses no call. While a call runs it sends
 * heartbeats to its caller (nats-calls.ts), so that a replica killed with calls in hand is noticed.
 */
export class ServiceNatsServer extends ServerNats {
  private readonly callLogger = new Logger('NatsTransport');
  private readonly subscribed: Subscription[] = [];
  private inFlight = 0;
  private idle: (() => void) | undefined;
  private largeBodies: LargeBodies | undefined;
  private heartbeats: CallHeartbeats | undefined;
  private readonly settles = new WeakMap<Msg, () => void>();

  constructor(
    private readonly env: NatsEnv,
    private readonly service: ServiceName,
    private readonly heartbeatMs = CALL_HEARTBEAT_MS,
  ) {
    super(natsConnectionOptions(env, `${service}-service`));
  }

  override bindEvents(client: NatsConnection): void {
    this.largeBodies = new LargeBodies(client, this.env.NATS_SUBJECT_PREFIX);
    this.heartbeats = new CallHeartbeats(client, this.heartbeatMs);
    const queue = natsQueueGroup(this.env.NATS_SUBJECT_PREFIX, this.service);
    for (const pattern of this.messageHandlers.keys()) {
      const handle = this.getMessageHandler(pattern).bind(this) as (
        error: NatsError | null,
        message: Msg,
      ) => Promise<void>;
      this.subscribed.push(
        client.subscribe(natsSubject(this.env.NATS_SUBJECT_PREFIX, pattern), {
          queue,
          callback: (error, message) => void handle(error, message),
        }),
      );
    }
  }

  override async handleMessage(channel: string, message: Msg): Promise<void> {
    const settle = this.takeCall(message.reply);
    this.callLogger.verbose(`call taken: ${channel}`);
    try {
      const call = withData(message, await this.largeBodies!.read(message));
      if (call.reply) this.settles.set(call, settle);
      await runWithRequestId(requestIdOf(message.headers), () =>
        super.handleMessage(channel, call),
      );
      if (!call.reply) settle();
    } catch (error) {
      const reason = `could not take a call on ${channel}: ${(error as Error).message}`;
      this.callLogger.error(reason);
      // Said at once, rather than left for the caller's timeout.
      if (message.reply) message.respond(JSON.stringify({ err: reason, isDisposed: true }));
      settle();
    }
  }

  /**
   * A call's route is its pattern as sent. Nest first tries `JSON.parse` on it (for object
   * patterns), which throws, stack trace and all, on every call: Roadbook's patterns are plain
   * strings (libs/contracts).
   */
  override getRouteFromPattern(pattern: string): string {
    return pattern;
  }

  override getPublisher(message: Msg, id: string, ctx: never): (response: unknown) => unknown {
    const { reply } = message;
    if (!reply) return () => undefined;
    const settle = this.settles.get(message) ?? (() => undefined);
    return async (response: unknown) => {
      const packet = Object.assign(response as WritePacket, { id });
      const { data } = this.serializer.serialize(packet) as { data: Uint8Array };
      this.onProcessingEndHook?.(this.transportId, ctx);
      try {
        await this.largeBodies!.publish(reply, data);
      } finally {
        if (packet.isDisposed) settle();
      }
    };
  }

  /**
   * Counts a call, and beats for it when it has a caller waiting, until its last answer is sent;
   * the returned function says it was.
   */
  private takeCall(reply: string | undefined): () => void {
    this.inFlight += 1;
    const stopBeating = reply ? this.heartbeats!.start(reply) : () => undefined;
    let settled = false;
    return () => {
      if (settled) return;
      settled = true;
      stopBeating();
      this.inFlight -= 1;
      if (this.inFlight === 0) this.idle?.();
    };
  }

  override async close(): Promise<void> {
    // Drained, not dropped: calls NATS delivered before it heard of the unsubscription are taken.
    await Promise.all(this.subscribed.splice(0).map((subscription) => subscription.drain()));
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IN_FLIGHT_DRAIN_MS);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await super.close();
  }
}

/** The message with its body as read (taken out of LargeBodies' store), for Nest to handle. */
function withData(message: Msg, data: Uint8Array): Msg {
  if (data === message.data) return message;
  const { subject, reply, headers } = message;
  return { subject, reply, headers, data } as Msg;
}

/**
 * Which calls a caller sends again when their replica goes quiet, and the deletes among them
 * whose not-found, once sent again, means done (with the answer the deletion gives).
 */
export interface ResendPolicy {
  retriable: ReadonlySet<string>;
  doneWhenGone: Readonly<Record<string, unknown>>;
}

export const RESEND_POLICY: ResendPolicy = {
  retriable: RETRIABLE_PATTERNS,
  doneWhenGone: DELETES_DONE_WHEN_GONE,
};

/**
 * The caller's end: each call is one NATS request on the pattern's subject under the
 * deployment's prefix, with the current request id in its header (bodies over the server's
 * payload limit travel through LargeBodies). Two kinds of call are sent again:
 * - NATS answers at once when no replica of the service is subscribed ("no responders"): that
 *   call is retried a few times over a second, so a replica restarting goes unnoticed; it was
 *   never taken, so retrying it cannot do anything twice.
 * - A call that may be done twice (RETRIABLE_PATTERNS: reads, and writes that done twice change
 *   nothing) whose replica went quiet, no answer and no heartbeat for CALL_QUIET_MS
 *   (nats-calls.ts), is sent again: the replica was killed or frozen with it. Any other call waits
 *   for its answer until its timeout, as it may be done. A delete sent again that finds nothing is
 *   answered as done (DELETES_DONE_WHEN_GONE): the lost replica may have deleted the row.
 */
export class ServiceNatsClient extends ClientNats {
  private readonly callLogger = new Logger('NatsTransport');
  private largeBodies: LargeBodies | undefined;
  private calls: CallInbox | undefined;

  constructor(
    private readonly env: NatsEnv,
    name: string,
    private readonly timeoutMs: number,
    private readonly resends: ResendPolicy = RESEND_POLICY,
    private readonly quietMs = CALL_QUIET_MS,
  ) {
    super(natsConnectionOptions(env, name));
  }

  override async connect(): Promise<NatsConnection> {
    const client = (await super.connect()) as NatsConnection;
    this.largeBodies ??= new LargeBodies(client, this.env.NATS_SUBJECT_PREFIX);
    this.calls ??= new CallInbox(client, this.quietMs);
    return client;
  }

  protected override publish(
    partialPacket: ReadPacket,
    callback: (packet: WritePacket) => void,
  ): () => void {
    const packet = this.assignPacketId(partialPacket);
    const pattern = this.normalizePattern(packet.pattern as string);
    const { data } = this.serializer.serialize(packet) as { data: Uint8Array };
    this.request(pattern, data, requestHeaders()).then(
      async ({ reply, resent }) => {
        const body = (await this.deserializer.deserialize(
          await this.largeBodies!.read(reply),
        )) as WritePacket<unknown>;
        const { err, response } = body as { err: unknown; response: unknown };
        if (resent && this.goneMeansDone(pattern, err)) {
          callback({ response: this.resends.doneWhenGone[pattern], isDisposed: true });
        } else {
          callback({ err, response, isDisposed: true });
        }
      },
      (err: unknown) => callback({ err, isDisposed: true }),
    );
    return () => undefined;
  }

  /** A delete sent again that found nothing: the replica lost with it may have deleted the row. */
  private goneMeansDone(pattern: string, err: unknown): boolean {
    return (
      pattern in this.resends.doneWhenGone && isServiceErrorBody(err) && err.code === 'not-found'
    );
  }

  /** The answer, and whether it is that of the call sent again after its replica went quiet. */
  private async request(
    pattern: string,
    body: Uint8Array,
    headers?: MsgHdrs,
  ): Promise<{ reply: Msg; resent: boolean }> {
    const subject = natsSubject(this.env.NATS_SUBJECT_PREFIX, pattern);
    const message = await this.largeBodies!.outgoing(body, headers);
    const deadline = performance.now() + this.timeoutMs;
    // A stored body is taken out of the store by the replica that reads it: the lost replica may
    // have, so such a call is not sent again.
    const watchQuiet =
      this.resends.retriable.has(pattern) && !message.headers?.has(LARGE_BODY_HEADER);
    let noResponderRetries = 0;
    let resent = false;
    for (;;) {
      try {
        const outcome = await this.calls!.send(subject, message, { deadline, watchQuiet });
        if ('answer' in outcome) return { reply: outcome.answer, resent };
        this.callLogger.warn(`the replica that took ${pattern} went quiet: sent again`);
        resent = true;
      } catch (error) {
        if (!isNoResponders(error) || noResponderRetries === NO_RESPONDER_RETRIES.length) {
          throw error;
        }
        await new Promise((resolve) =>
          setTimeout(resolve, NO_RESPONDER_RETRIES[noResponderRetries]),
        );
        noResponderRetries += 1;
      }
    }
  }
}

/** The pauses before each new try of a call no replica was there to take. */
const NO_RESPONDER_RETRIES = [100, 300, 600] as const;

/** NATS's "no responders": nobody is subscribed to the subject. */
export function isNoResponders(error: unknown): boolean {
  return error instanceof NatsError && error.code === (ErrorCode.NoResponders as string);
}
