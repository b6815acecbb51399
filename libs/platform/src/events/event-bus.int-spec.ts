import { Logger } from '@nestjs/common';
import { SystemEvents, type SystemEventName, type SystemEventPayloads } from '@roadbook/contracts';
import { Redis } from 'ioredis';
import type { QueueEnv } from '../config/env.schemas';
import { createTestKeyPrefix, TEST_REDIS_URL } from '../testing';
import { EventBus } from './event-bus';

const { generationSettled, sessionsRevoked } = SystemEvents;

/** What a listener heard, and a way to wait for the n-th event without a fixed delay. */
function recorder<E extends SystemEventName>() {
  const heard: SystemEventPayloads[E][] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  return {
    heard,
    listener: (payload: SystemEventPayloads[E]) => {
      heard.push(payload);
      for (const wait of waiting.filter((w) => heard.length >= w.count)) wait.resolve();
    },
    heardCount: (count: number) =>
      heard.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ count, resolve })),
  };
}

describe('EventBus on Redis (distributed mode: one process per app)', () => {
  const keys = createTestKeyPrefix('events');
  const env = (prefix = keys.prefix): QueueEnv => ({
    QUEUE_BACKEND: 'redis',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: prefix,
  });
  const buses: EventBus[] = [];
  const busOf = (prefix?: string) => {
    const bus = new EventBus(env(prefix));
    buses.push(bus);
    return bus;
  };
  const redis = new Redis(TEST_REDIS_URL);
  const channel = (event: SystemEventName, prefix = keys.prefix) => `${prefix}:events:${event}`;

  /** Subscribing is asynchronous: resolves once Redis counts `count` subscribers on the channel. */
  async function subscribed(event: SystemEventName, count: number, prefix?: string) {
    for (;;) {
      const [, subscribers] = (await redis.pubsub('NUMSUB', channel(event, prefix))) as [
        string,
        number,
      ];
      if (subscribers >= count) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.onApplicationShutdown()));
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await keys.clean();
    redis.disconnect();
  });

  it('delivers an event published in one process to the listeners of every other', async () => {
    const gateway = recorder<typeof generationSettled>();
    const secondGateway = recorder<typeof generationSettled>();
    busOf().subscribe(generationSettled, gateway.listener);
    busOf().subscribe(generationSettled, secondGateway.listener);
    await subscribed(generationSettled, 2);

    const settled = { tripId: 7, version: 2, status: 'failed', error: 'No road' } as const;
    await busOf().publish(generationSettled, settled);

    await Promise.all([gateway.heardCount(1), secondGateway.heardCount(1)]);
    expect(gateway.heard).toEqual([settled]);
    expect(secondGateway.heard).toEqual([settled]);
  });

  it('keeps events apart by name and by deployment', async () => {
    const trips = recorder<typeof generationSettled>();
    const sessions = recorder<typeof sessionsRevoked>();
    const listening = busOf();
    listening.subscribe(generationSettled, trips.listener);
    listening.subscribe(sessionsRevoked, sessions.listener);
    await subscribed(sessionsRevoked, 1);
    await subscribed(generationSettled, 1);

    // Another deployment on the same Redis, then this one: Redis delivers in the order it
    // was sent, so once this deployment's event is heard the other's would have been too.
    await busOf(`${keys.prefix}-other`).publish(sessionsRevoked, { userId: 1 });
    await busOf().publish(sessionsRevoked, { userId: 2 });

    await sessions.heardCount(1);
    expect(sessions.heard).toEqual([{ userId: 2 }]);
    expect(trips.heard).toEqual([]);
  });

  it('stops calling a listener once it unsubscribes, and keeps calling the others', async () => {
    const leaving = recorder<typeof sessionsRevoked>();
    const staying = recorder<typeof sessionsRevoked>();
    const bus = busOf();
    const unsubscribe = bus.subscribe(sessionsRevoked, leaving.listener);
    bus.subscribe(sessionsRevoked, staying.listener);
    await subscribed(sessionsRevoked, 1);

    await busOf().publish(sessionsRevoked, { userId: 3 });
    await staying.heardCount(1);
    unsubscribe();
    await busOf().publish(sessionsRevoked, { userId: 4 });
    await staying.heardCount(2);

    expect(leaving.heard).toEqual([{ userId: 3 }]);
    expect(staying.heard).toEqual([{ userId: 3 }, { userId: 4 }]);
  });

  it('drops a message that is not JSON, says so, and goes on delivering', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const sessions = recorder<typeof sessionsRevoked>();
    busOf().subscribe(sessionsRevoked, sessions.listener);
    await subscribed(sessionsRevoked, 1);

    await redis.publish(channel(sessionsRevoked), '{not json');
    await busOf().publish(sessionsRevoked, { userId: 5 });

    await sessions.heardCount(1);
    expect(sessions.heard).toEqual([{ userId: 5 }]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^dropped a malformed auth\.sessions\.revoked/),
    );
  });

  it("delivers an event here at once to this process's listeners, and to no other process", async () => {
    const here = recorder<typeof sessionsRevoked>();
    const elsewhere = recorder<typeof sessionsRevoked>();
    const bus = busOf();
    bus.subscribe(sessionsRevoked, here.listener);
    busOf().subscribe(sessionsRevoked, elsewhere.listener);
    await subscribed(sessionsRevoked, 2);

    bus.deliverHere(sessionsRevoked, { userId: 10 });
    // Heard before deliverHere returns, with no message to wait for.
    expect(here.heard).toEqual([{ userId: 10 }]);

    // Redis delivers in the order it was sent: once this is heard elsewhere, the first would be.
    await busOf().publish(sessionsRevoked, { userId: 11 });
    await elsewhere.heardCount(1);
    expect(elsewhere.heard).toEqual([{ userId: 11 }]);
  });

  it('logs an event it could not publish, and never throws it at the caller', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // Nothing listens on port 1.
    const offline = new EventBus({ ...env(), REDIS_URL: 'redis://127.0.0.1:1' });
    buses.push(offline);

    await expect(offline.publish(sessionsRevoked, { userId: 6 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^could not publish auth\.sessions\.revoked/),
    );
  });
});

describe('EventBus in one process (local mode: the gateway and the services share a process)', () => {
  const env: QueueEnv = {
    QUEUE_BACKEND: 'postgres',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: 'roadbook-events-local',
  };

  it('delivers an event published by one app to another app of the process, until it unsubscribes', async () => {
    const service = new EventBus(env);
    const gateway = new EventBus(env);
    const sessions = recorder<typeof sessionsRevoked>();
    const unsubscribe = gateway.subscribe(sessionsRevoked, sessions.listener);

    await service.publish(sessionsRevoked, { userId: 8 });
    unsubscribe();
    await service.publish(sessionsRevoked, { userId: 9 });

    // In process, publishing calls the listeners before it returns.
    expect(sessions.heard).toEqual([{ userId: 8 }]);
    await Promise.all([service.onApplicationShutdown(), gateway.onApplicationShutdown()]);
  });
});
