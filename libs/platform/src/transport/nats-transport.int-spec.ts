import { Controller, Inject, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HealthPatterns } from '@roadbook/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { connect, ErrorCode, NatsError, type NatsConnection } from 'nats';
import { firstValueFrom } from 'rxjs';
import { validateEnv } from '../config/validate-env';
import { TransportEnv } from '../config/env.schemas';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import { createTestNatsPrefix, type TestNatsPrefix } from '../testing/test-nats';
import { ServiceClient } from './service-client';
import { serviceError, ServiceUnavailableError } from './service-error';
import { largeBodiesBucket } from './nats-large-bodies';
import { CALL_STATUS_HEADER } from './nats-calls';
import {
  isNoResponders,
  natsQueueGroup,
  natsSubject,
  ServiceNatsClient,
  ServiceNatsServer,
} from './nats-transport';

const REPLICA = 'REPLICA';
/** Debian's NATS server, as on the machines the tests run on. */
const NATS_SERVER = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';

/** Lets a test hold a call in the handler until it says so. */
let releaseSlowCall: () => void = () => undefined;
let slowCallTaken: () => void = () => undefined;
let slowCallsTaken = 0;

@Controller()
class ProbeController {
  constructor(@Inject(REPLICA) private readonly replica: string) {}

  @MessagePattern('probe.who')
  who(): string {
    return this.replica;
  }

  @MessagePattern('probe.echo')
  echo(@Payload() data: { text: string }): { text: string; replica: string } {
    return { text: data.text, replica: this.replica };
  }

  @MessagePattern('probe.request-id')
  requestId(): string | null {
    return currentRequestId() ?? null;
  }

  /** A delete of a row that is not there (any more). */
  @MessagePattern('probe.delete')
  delete(): never {
    throw serviceError('not-found', 'No such row');
  }

  @MessagePattern('probe.slow')
  async slow(): Promise<string> {
    const released = new Promise<void>((resolve) => (releaseSlowCall = resolve));
    slowCallsTaken += 1;
    slowCallTaken();
    await released;
    return `answered by ${this.replica}`;
  }
}

function probeModule(replica: string) {
  @Module({ controllers: [ProbeController], providers: [{ provide: REPLICA, useValue: replica }] })
  class ProbeModule {}
  return ProbeModule;
}

let nats: TestNatsPrefix;
let env: TransportEnv;
const apps: INestMicroservice[] = [];
const clients: ClientProxy[] = [];

async function startReplica(
  replica: string,
  transport = env,
  heartbeatMs?: number,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(probeModule(replica), {
    strategy: new ServiceNatsServer(transport, 'trips', heartbeatMs),
    logger: false,
  });
  await app.listen();
  apps.push(app);
  return app;
}

function client(
  transport = env,
  options: {
    timeoutMs?: number;
    retriable?: string[];
    doneWhenGone?: Record<string, unknown>;
    quietMs?: number;
  } = {},
): ClientProxy {
  const { timeoutMs = 5_000, retriable = [], doneWhenGone = {}, quietMs } = options;
  const proxy = new ServiceNatsClient(
    transport,
    'spec',
    timeoutMs,
    { retriable: new Set([...retriable, ...Object.keys(doneWhenGone)]), doneWhenGone },
    quietMs,
  ) as unknown as ClientProxy;
  clients.push(proxy);
  return proxy;
}

const call = <T>(proxy: ClientProxy, pattern: string, data: unknown = {}) =>
  firstValueFrom(proxy.send<T>(pattern, data));

beforeEach(() => {
  slowCallsTaken = 0;
  nats = createTestNatsPrefix('transport');
  env = validateEnv(TransportEnv, nats.env);
});

afterEach(async () => {
  releaseSlowCall();
  await Promise.all(clients.splice(0).map((proxy) => proxy.close() as Promise<void>));
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
  await nats.clean();
});

const connections: NatsConnection[] = [];

/**
 * A replica that took `pattern`'s calls and died with them: subscribed in the service's queue
 * group, it swallows the first call it is handed, answers nothing, and leaves the group.
 * `taken` resolves with the subject of that call's reply once it has it.
 */
async function replicaThatDiesWithACall(pattern: string): Promise<{ taken: Promise<string> }> {
  const connection = await connect({ servers: env.NATS_URL });
  connections.push(connection);
  const taken = new Promise<string>((resolve) => {
    const subscription = connection.subscribe(natsSubject(env.NATS_SUBJECT_PREFIX, pattern), {
      queue: natsQueueGroup(env.NATS_SUBJECT_PREFIX, 'trips'),
      callback: (_error, message) => {
        subscription.unsubscribe();
        resolve(message.reply!);
      },
    });
  });
  await connection.flush();
  return { taken };
}

it('shares the calls among the replicas of a service, each call answered once', async () => {
  await startReplica('first');
  await startReplica('second');
  const caller = client();
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => call<string>(caller, 'probe.who')),
  );
  expect(answers).toHaveLength(40);
  expect(new Set(answers)).toEqual(new Set(['first', 'second']));
});

it('hears only its own deployment: another prefix on the same server is another system', async () => {
  await startReplica('ours');
  const other = validateEnv(TransportEnv, {
    ...nats.env,
    NATS_SUBJECT_PREFIX: `${env.NATS_SUBJECT_PREFIX}_other`,
  });
  await startReplica('theirs', other);
  const caller = client();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => call<string>(caller, 'probe.who')),
  );
  expect(new Set(answers)).toEqual(new Set(['ours']));
});

it('runs a call under the request id it was made for', async () => {
  await startReplica('only');
  const caller = client();
  expect(await runWithRequestId('ride-42', () => call(caller, 'probe.request-id'))).toBe('ride-42');
  expect(await call(caller, 'probe.request-id')).toBeNull();
});

it("carries a body over the server's payload limit both ways, and leaves none of it stored", async () => {
  await startReplica('only');
  const caller = client();
  // Three times the 1 MB limit of a default NATS server.
  const text = 'road '.repeat(600_000);
  expect(await call(caller, 'probe.echo', { text })).toEqual({ text, replica: 'only' });
  const connection = await connect({ servers: env.NATS_URL });
  try {
    const store = await connection.jetstream().views.os(largeBodiesBucket(env.NATS_SUBJECT_PREFIX));
    expect(await store.list()).toEqual([]);
  } finally {
    await connection.close();
  }
});

it('says at once that no replica is there, and hands a call to one that comes while it retries', async () => {
  const trips = new ServiceClient('trips', client());
  const refused = await trips.send(HealthPatterns.trips, {}).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ServiceUnavailableError);
  expect(isNoResponders((refused as ServiceUnavailableError).cause)).toBe(true);

  const caller = client();
  const answer = call<string>(caller, 'probe.who');
  await startReplica('late');
  expect(await answer).toBe('late');
});

it('answers the calls a stopping replica already took before it disconnects', async () => {
  const app = await startReplica('stopping');
  const caller = client();
  const taken = new Promise<void>((resolve) => (slowCallTaken = resolve));
  const answer = call<string>(caller, 'probe.slow');
  await taken;
  const closed = app.close();
  releaseSlowCall();
  expect(await answer).toBe('answered by stopping');
  await closed;
  apps.splice(apps.indexOf(app), 1);
});

describe('on a NATS server that checks who connects', () => {
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `nats://127.0.0.1:${port}`;
    server = spawn(
      NATS_SERVER,
      ['-a', '127.0.0.1', '-p', String(port), '--user', 'roadbook', '--pass', 'rider-secret'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      let output = '';
      server.once('exit', (code) => reject(new Error(`nats-server exited (${code}): ${output}`)));
      server.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server is ready')) resolve();
      });
    });
  });

  afterAll(async () => {
    server.kill();
    await once(server, 'exit');
  });

  const on = (credentials: Record<string, string>) =>
    validateEnv(TransportEnv, { ...nats.env, NATS_URL: url, ...credentials });

  it('takes calls from apps with its user and password, and refuses any other', async () => {
    const member = on({ NATS_USER: 'roadbook', NATS_PASSWORD: 'rider-secret' });
    await startReplica('checked', member);
    expect(await call(client(member), 'probe.who')).toBe('checked');

    const intruder = client(on({ NATS_USER: 'roadbook', NATS_PASSWORD: 'guess' }));
    await expect(call(intruder, 'probe.who')).rejects.toThrow(/Authorization Violation/i);
    const anonymous = client(on({}));
    await expect(call(anonymous, 'probe.who')).rejects.toThrow(/Authorization Violation/i);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a replica that dies with calls in hand', () => {
  it('is noticed by its silence: a read is sent again and answered by a live replica', async () => {
    const lost = await replicaThatDiesWithACall('probe.who');
    const caller = client(env, { retriable: ['probe.who'], quietMs: 300 });
    const answer = call<string>(caller, 'probe.who');
    await lost.taken;
    await startReplica('alive');
    expect(await answer).toBe('alive');
  });

  it('sends a delete again, and takes a not-found then as the deletion done', async () => {
    const lost = await replicaThatDiesWithACall('probe.delete');
    const caller = client(env, { doneWhenGone: { 'probe.delete': { ok: true } }, quietMs: 300 });
    const answer = call<unknown>(caller, 'probe.delete');
    await lost.taken;
    await startReplica('alive');
    expect(await answer).toEqual({ ok: true });
    // Sent once and refused, the not-found stands: nothing was deleted.
    await expect(call(caller, 'probe.delete')).rejects.toEqual({
      code: 'not-found',
      message: 'No such row',
    });
  });

  it('does not send a write again: the call waits for its answer until its timeout', async () => {
    const lost = await replicaThatDiesWithACall('probe.who');
    const caller = client(env, { timeoutMs: 1_500, quietMs: 300 });
    const answer = call<string>(caller, 'probe.who').catch((error: unknown) => error);
    await lost.taken;
    await startReplica('alive');
    const failure = await answer;
    expect(failure).toBeInstanceOf(NatsError);
    expect((failure as NatsError).code).toBe(ErrorCode.Timeout);
  });

  it('tells a slow call from a lost one: heartbeats keep it waiting, and it runs once', async () => {
    await startReplica('slow', env, 50);
    const caller = client(env, { retriable: ['probe.slow'], quietMs: 200 });
    // Listening beside the caller: the heartbeats on its reply subject.
    const listener = await connect({ servers: env.NATS_URL });
    connections.push(listener);
    let heartbeats = 0;
    const heard = new Promise<void>((resolve) => {
      listener.subscribe('_INBOX.>', {
        callback: (_error, message) => {
          if (message.headers?.get(CALL_STATUS_HEADER) !== 'working') return;
          heartbeats += 1;
          // Twice the caller's quiet window, and more: silence would have sent it again by now.
          if (heartbeats === 10) resolve();
        },
      });
    });
    await listener.flush();

    const answer = call<string>(caller, 'probe.slow');
    await heard;
    releaseSlowCall();
    expect(await answer).toBe('answered by slow');
    expect(slowCallsTaken).toBe(1);
  });
});
