import { TripsPatterns } from '@roadbook/contracts';
import { countNatsCalls } from '@roadbook/platform/testing';
import { CANYON_PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * The services as replicas on NATS: two processes of each share the calls through their queue
 * group, with no balancer of Roadbook's own. One stopped in the middle of a burst finishes the
 * calls it took and the other takes the rest: nothing is lost. One killed with calls in hand goes
 * quiet, and the gateway sends its reads, plans, Modify, deletes and sign-ups again, to the
 * other (a plan, a Modify or a sign-up under its key, so it is made once; a delete that then
 * finds nothing was done). One that dies is
 * started again by the launcher, as `npm run start:distributed` runs it.
 */
let deployment: TestDeployment;
let rider: HttpSession;
let tripId: number;

beforeAll(async () => {
  deployment = await startTestDeployment(
    'replicas',
    // `verbose`: each service says which call it took, with its pid.
    { SERVICE_REPLICAS: '2', LOG_LEVEL: 'verbose' },
    { restartWhenAppsDie: true },
  );
  rider = await signUp(deployment.baseUrl);
  const planned = await rider.post('/trips', CANYON_PLAN);
  expect(planned.status).toBe(201);
  tripId = planned.body.id as number;
  expect((await whenGenerated(rider, tripId)).generationStatus).toBe('ready');
});

afterAll(async () => {
  await deployment?.stop();
});

/**
 * The pids of the trips processes that took a call to read an itinerary, from their log lines
 * (those from the `since`th on).
 */
function tripsPidsThatTookReads(since = 0): Set<number> {
  const pids = deployment.logs
    .slice(since)
    .filter(
      (line) => line.startsWith('[trips') && line.includes('"call taken: trips.itinerary.get"'),
    )
    .map((line) => (JSON.parse(line.replace(/^\[[\w-]+\] /, '')) as { pid: number }).pid);
  return new Set(pids);
}

/** The pid of a trips process, once it takes calls: started, and subscribed in its queue group. */
async function serving(name: 'trips' | 'trips-2'): Promise<number> {
  let pid: number | undefined;
  await until(async () => {
    pid = deployment.roadbook.supervisor.pid(name);
    await readBurst(4, 1);
    return pid !== undefined && tripsPidsThatTookReads().has(pid);
  });
  return pid!;
}

/**
 * Reads the rider's itinerary `count` times, `concurrency` at once; the statuses in order. Each
 * read is a call to the trips service (the trip itself, the gateway keeps for its owner).
 */
async function readBurst(
  count: number,
  concurrency: number,
  onAnswer: (answered: number) => void = () => undefined,
): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      statuses.push((await rider.get(`/trips/${tripId}/itinerary`)).status);
      onAnswer(statuses.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return statuses;
}

it('runs two processes of each service, and both share the calls', async () => {
  const { supervisor } = deployment.roadbook;
  for (const service of ['auth', 'trips', 'blog', 'media']) {
    expect(supervisor.pid(service)).toEqual(expect.any(Number));
    expect(supervisor.pid(`${service}-2`)).toEqual(expect.any(Number));
  }
  // The deployment is up once one process of each serves; on a loaded machine the second may
  // still be joining its queue group.
  const bothServing = new Set([await serving('trips'), await serving('trips-2')]);
  const burstStart = deployment.logs.length;
  expect(await readBurst(60, 6)).toEqual(Array(60).fill(200));
  // Each process's log line may come after the answer it gave.
  await until(() => Promise.resolve(tripsPidsThatTookReads(burstStart).size === 2));
  expect(tripsPidsThatTookReads(burstStart)).toEqual(bothServing);
});

it('loses no read when a replica is killed with calls in hand', async () => {
  const { supervisor } = deployment.roadbook;
  const frozen = supervisor.pid('trips-2')!;
  // Frozen first, so that calls are surely in its hands when it dies: NATS still hands it calls,
  // and it answers none.
  process.kill(frozen, 'SIGSTOP');
  let killed = false;
  const statuses = await readBurst(40, 8, (answered) => {
    // Sixteen calls sent by now, half of them to the frozen replica on average; each waits to be
    // noticed by its silence, which takes longer than this. Killed, as a crash or an OOM kill
    // would; the launcher restarts it.
    if (answered === 16) {
      process.kill(frozen, 'SIGKILL');
      killed = true;
    }
  });
  expect(killed).toBe(true);
  expect(statuses).toEqual(Array(40).fill(200));
  // The reads it held were noticed by their silence and sent again, to a live replica.
  expect(deployment.logs.some((line) => line.includes('went quiet: sent again'))).toBe(true);
  await until(() => {
    const pid = supervisor.pid('trips-2');
    return Promise.resolve(pid !== undefined && pid !== frozen);
  });
  expect(await readBurst(8, 4)).toEqual(Array(8).fill(200));
});

it('makes every plan, Modify and delete once when a replica is killed with them in hand', async () => {
  const { supervisor } = deployment.roadbook;
  // Two riders: twenty plans (Modify included) are one rider's limit for ten minutes.
  const planner = await signUp(deployment.baseUrl);
  const deleter = await signUp(deployment.baseUrl);
  const fourTrips = (owner: HttpSession, name: string) =>
    Promise.all(
      [1, 2, 3, 4].map(async (i) => {
        const planned = await owner.post('/trips', { ...CANYON_PLAN, name: `${name} ${i}` });
        return planned.body.id as number;
      }),
    );
  const toModify = await fourTrips(planner, 'To Modify');
  const toDelete = await fourTrips(deleter, 'To Delete');
  // Restarted by the test before: serving, not only started.
  const frozen = await serving('trips-2');
  process.kill(frozen, 'SIGSTOP');
  // Twelve plans, four Modify and four deletes at once: NATS hands some to the frozen replica
  // (all twelve plans to the live one once in 4,096 runs, which the log check below would
  // catch; a Modify or a delete is sent again as a plan is). Each is its own submission.
  const names = Array.from({ length: 12 }, (_, i) => `Held Plan ${i + 1}`);
  const calls = await countNatsCalls(deployment.natsEnv, [
    TripsPatterns.create,
    TripsPatterns.update,
    TripsPatterns.delete,
  ]);
  const sent = Promise.all([
    Promise.all(
      names.map((name, i) =>
        planner.post(
          '/trips',
          { ...CANYON_PLAN, name },
          { 'Idempotency-Key': `replicas-held-plan-${i}` },
        ),
      ),
    ),
    Promise.all(
      toModify.map((id) =>
        planner.request(
          'PUT',
          `/trips/${id}`,
          { ...CANYON_PLAN, name: `Modified ${id}`, isRoundTrip: true },
          { 'Idempotency-Key': `replicas-held-modify-${id}` },
        ),
      ),
    ),
    Promise.all(toDelete.map((id) => deleter.delete(`/trips/${id}`))),
  ]);
  // Killed, as a crash or an OOM kill would, once all twenty calls are out: the frozen replica
  // holds its share of them. (Killed at the live replica's first answers instead, as before, a
  // loaded gateway had sometimes not sent a single plan yet, and none was in its hands.)
  try {
    await until(() => Promise.resolve(calls.count() >= 20));
  } finally {
    await calls.close();
  }
  process.kill(frozen, 'SIGKILL');
  const [plans, modified, deleted] = await sent;
  expect(plans.map(({ status }) => status)).toEqual(Array(12).fill(201));
  expect(
    deployment.logs.some((line) => /trips\.trip\.create went quiet: sent again/.test(line)),
  ).toBe(true);
  // One trip per plan, none lost and none made twice, each with its itinerary.
  const ids = plans.map(({ body }) => body.id as number);
  expect(new Set(ids).size).toBe(12);
  const { body: listed } = await planner.get('/trips/user');
  const held = (listed as { name: string }[]).filter(({ name }) => name.startsWith('Held Plan'));
  expect(held.map(({ name }) => name).sort()).toEqual([...names].sort());
  for (const id of ids) {
    expect((await whenGenerated(planner, id)).generationStatus).toBe('ready');
  }
  // Each delete done and answered as done (one left to its timeout would answer 503).
  expect(deleted.map(({ status }) => status)).toEqual(Array(4).fill(200));
  for (const id of toDelete) expect((await deleter.get(`/trips/${id}`)).status).toBe(404);
  // One new version per Modify, none lost (a Modify left to its timeout answers 503).
  expect(modified.map(({ status }) => status)).toEqual(Array(4).fill(200));
  for (const id of toModify) {
    expect(await whenGenerated(planner, id)).toMatchObject({
      version: 2,
      generationStatus: 'ready',
      isRoundTrip: true,
    });
  }
  await until(() => {
    const pid = supervisor.pid('trips-2');
    return Promise.resolve(pid !== undefined && pid !== frozen);
  });
});

it('signs every rider up once when an auth replica is killed with sign-ups in hand', async () => {
  const { supervisor } = deployment.roadbook;
  const frozen = supervisor.pid('auth-2')!;
  process.kill(frozen, 'SIGSTOP');
  let answered = 0;
  let killed = false;
  // Eight at once, each from an address of its own: NATS hands some to the frozen replica, and
  // each of those is sent again to the live one (a sign-up left to its timeout answers 503, and
  // signUp throws). Sent again, a sign-up the lost replica had made signs its account in.
  const riders = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const session = await signUp(deployment.baseUrl);
      answered += 1;
      if (answered === 1) {
        process.kill(frozen, 'SIGKILL');
        killed = true;
      }
      return session;
    }),
  );
  expect(killed).toBe(true);
  const accounts = await Promise.all(riders.map((session) => session.get('/auth/user')));
  expect(accounts.map(({ status }) => status)).toEqual(Array(8).fill(200));
  expect(new Set(accounts.map(({ body }) => (body as { id: number }).id)).size).toBe(8);
  await until(() => {
    const pid = supervisor.pid('auth-2');
    return Promise.resolve(pid !== undefined && pid !== frozen);
  });
});

it('loses no call when a replica is stopped in the middle of a burst', async () => {
  const { supervisor } = deployment.roadbook;
  let stopping: Promise<void> | undefined;
  const statuses = await readBurst(120, 8, (answered) => {
    if (answered === 30) stopping = supervisor.stop('trips-2');
  });
  await stopping;
  expect(statuses).toEqual(Array(120).fill(200));
  expect(supervisor.pid('trips-2')).toBeUndefined();
  // The one left serves alone, writes included.
  const planned = await rider.post('/trips', { ...CANYON_PLAN, name: 'After the stop' });
  expect(planned.status).toBe(201);
  expect((await whenGenerated(rider, planned.body.id as number)).generationStatus).toBe('ready');
});

it('starts a service process that dies again, with no one asking', async () => {
  const { supervisor } = deployment.roadbook;
  const before = supervisor.pid('trips')!;
  // From outside, as a crash would: the supervisor did not ask for it.
  process.kill(before, 'SIGKILL');
  await until(() => {
    const pid = supervisor.pid('trips');
    return Promise.resolve(pid !== undefined && pid !== before);
  });
  await serving('trips');
  expect((await rider.get(`/trips/${tripId}/itinerary`)).status).toBe(200);
});
