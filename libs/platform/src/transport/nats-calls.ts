import {
  createInbox,
  Empty,
  ErrorCode,
  headers as natsHeaders,
  NatsError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from 'nats';

/**
 * How a caller tells a replica that is working on its call from one that died with it.
 *
 * NATS hands a call to one replica of the service's queue group and says nothing if that replica
 * is then killed or frozen: the caller would wait for its whole timeout and answer 503. So a
 * replica sends a heartbeat on the call's reply subject every CALL_HEARTBEAT_MS for as long as
 * the call runs, and a caller that hears nothing (no answer, no heartbeat) for CALL_QUIET_MS
 * knows the call is lost and may send it again. A killed replica has left the queue group, so
 * the call goes to one that is alive; a frozen one has not, and NATS may hand it the call again.
 * A call answered in less than a heartbeat's interval costs nothing more than before.
 */
export const CALL_HEARTBEAT_MS = 500;
/** Four missed heartbeats: a replica busy enough to miss them is treated as gone. */
export const CALL_QUIET_MS = 4 * CALL_HEARTBEAT_MS;

/** The header of a heartbeat, which has no body; its value says the call is being worked on. */
export const CALL_STATUS_HEADER = 'x-roadbook-call';
const WORKING = 'working';

/** The server's end: heartbeats for every call in flight, from one timer while there are any. */
export class CallHeartbeats {
  private readonly working = new Set<string>();
  private readonly heartbeat: MsgHdrs = natsHeaders();
  private ticker: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: NatsConnection,
    private readonly everyMs = CALL_HEARTBEAT_MS,
  ) {
    this.heartbeat.set(CALL_STATUS_HEADER, WORKING);
  }

  /** Beats for the call answered on `reply` until the returned function is called. */
  start(reply: string): () => void {
    this.working.add(reply);
    this.ticker ??= setInterval(() => this.beat(), this.everyMs).unref();
    return () => this.working.delete(reply);
  }

  private beat(): void {
    // Stopped on the first tick with nothing to beat for, rather than on every call's end: a
    // service under load keeps one timer instead of making and clearing one per call.
    if (this.working.size === 0 || this.client.isClosed()) {
      clearInterval(this.ticker);
      this.ticker = undefined;
      return;
    }
    for (const reply of this.working) {
      this.client.publish(reply, Empty, { headers: this.heartbeat });
    }
  }
}

/** What became of a call: its answer, or silence for CALL_QUIET_MS while it was watched. */
export type CallOutcome = { answer: Msg } | { quiet: true };

interface PendingCall {
  settle(outcome: CallOutcome): void;
  fail(error: Error): void;
  deadline: number;
  watchQuiet: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * The caller's end: one inbox subscription for all of a connection's calls, each call's reply
 * subject a token under it. Beside the answer it hears the heartbeats, and NATS's "no
 * responders" when no replica is subscribed.
 */
export class CallInbox {
  private readonly prefix = `${createInbox()}.`;
  private readonly pending = new Map<string, PendingCall>();
  private lastToken = 0;

  constructor(
    private readonly client: NatsConnection,
    private readonly quietMs = CALL_QUIET_MS,
  ) {
    client.subscribe(`${this.prefix}*`, {
      callback: (error, message) => {
        if (!error) this.hear(message);
      },
    });
  }

  /**
   * Sends one call. It settles with the answer, or with `quiet` when `watchQuiet` is set and
   * nothing was heard of it for CALL_QUIET_MS; it fails with NATS's timeout at `deadline` (a
   * `performance.now()` time) and with "no responders" when no replica is there to take it.
   */
  send(
    subject: string,
    message: { data: Uint8Array; headers?: MsgHdrs },
    { deadline, watchQuiet }: { deadline: number; watchQuiet: boolean },
  ): Promise<CallOutcome> {
    const token = String((this.lastToken += 1));
    return new Promise<CallOutcome>((resolve, reject) => {
      const call: PendingCall = {
        settle: (outcome) => this.end(token, call) && resolve(outcome),
        fail: (error) => this.end(token, call) && reject(error),
        deadline,
        watchQuiet,
      };
      this.pending.set(token, call);
      this.arm(call);
      try {
        this.client.publish(subject, message.data, {
          reply: `${this.prefix}${token}`,
          headers: message.headers,
        });
      } catch (error) {
        call.fail(error as Error);
      }
    });
  }

  private hear(message: Msg): void {
    const call = this.pending.get(message.subject.slice(this.prefix.length));
    // An answer to a call given up on, or sent again and answered by another replica.
    if (!call) return;
    if (message.data.length === 0 && message.headers?.code === 503) {
      call.fail(NatsError.errorForCode(ErrorCode.NoResponders));
    } else if (message.headers?.get(CALL_STATUS_HEADER) === WORKING) {
      if (call.watchQuiet) this.arm(call);
    } else {
      call.settle({ answer: message });
    }
  }

  /** (Re)starts the call's one timer: to its deadline, or sooner to notice silence. */
  private arm(call: PendingCall): void {
    clearTimeout(call.timer);
    const left = call.deadline - performance.now();
    const quietFirst = call.watchQuiet && this.quietMs < left;
    call.timer = setTimeout(
      () =>
        quietFirst
          ? call.settle({ quiet: true })
          : call.fail(NatsError.errorForCode(ErrorCode.Timeout)),
      quietFirst ? this.quietMs : Math.max(left, 0),
    );
  }

  /** Forgets the call; false if it had already ended. */
  private end(token: string, call: PendingCall): boolean {
    clearTimeout(call.timer);
    return this.pending.delete(token);
  }
}
