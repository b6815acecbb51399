import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { sendJson, startFakeServer, type FakeServer } from '@roadbook/planner/testing';
import { HttpSession } from './support/http-session';
import { itineraryRowsPerTrip } from './support/itinerary-rows';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

const PLAN = {
  name: 'Sierra Loop',
  tripType: 'multi-day',
  startDate: '2027-08-01',
  endDate: '2027-08-03',
  travelMode: 'motorcycle',
  travelers: 1,
  adults: 1,
  hotelRooms: 1,
  startLocation: 'Reno, NV',
  destination: 'Bishop, CA',
  isRoundTrip: false,
  waypoints: [],
  routeType: 'scenic',
  activities: ['nature'],
  accommodation: [],
  budget: 'budget',
  drivingHours: '4-6',
  additionalNotes: '',
};

let deployment: TestDeployment;
/**
 * The workers' router, an OSRM stand-in that is down (they plan with the offline router instead)
 * unless a test asks to be told when a plan reaches it: then it keeps that plan's request
 * unanswered, so the plan is in a worker's hands, mid-work, for as long as the test wants.
 */
let router: FakeServer;
let onRouteRequest: (() => void) | undefined;

beforeAll(async () => {
  router = await startFakeServer((_request, response) => {
    const tell = onRouteRequest;
    if (!tell) return sendJson(response, 503, { code: 'Unavailable' });
    onRouteRequest = undefined;
    tell();
  });
  deployment = await startTestDeployment('resilience', {
    ROUTER_PROVIDER: 'osrm',
    ROUTER_URL: router.url,
    WORKER_CONCURRENCY: '2',
    WORKER_LOCK_MS: '3000',
    // Several tests here plan twenty trips each from one visitor.
    TRIP_PLAN_LIMIT_PER_IP: '200',
    TRIP_PLAN_LIMIT_PER_CALLER: '200',
  });
});

afterAll(async () => {
  await deployment?.stop();
  await router?.close();
});

/** Resolves once a worker asks the router for a route, which it then never gets. */
function aPlanInAWorkersHands(): Promise<void> {
  return new Promise((resolve) => (onRouteRequest = resolve));
}

async function statuses(session: HttpSession, ids: number[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => (await session.get(`/trips/${id}`)).body.generationStatus as string),
  );
}

it('shares one queue between several worker processes', async () => {
  const { supervisor } = deployment.roadbook;
  supervisor.start('workers', 'workers-2');
  const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('system', { connection, prefix: deployment.queuePrefix });
  try {
    // Wait until the second process takes jobs too (it needs a moment to start).
    const pids = new Set<number>();
    await until(async () => {
      const jobs = await Promise.all(
        Array.from({ length: 20 }, () => queue.add('system.ping', { requestedBy: 'test' })),
      );
      for (const job of jobs) {
        await until(async () => (await job.getState()) === 'completed');
        const done = await queue.getJob(job.id!);
        pids.add((done!.returnvalue as { workerPid: number }).workerPid);
      }
      return pids.size >= 2;
    });
    expect(pids.size).toBe(2);
  } finally {
    await queue.close();
    connection.disconnect();
    await supervisor.stop('workers-2');
  }
});

it('loses no trip when a worker is killed in the middle of the work', async () => {
  const { supervisor } = deployment.roadbook;
  await supervisor.stop('workers');
  const visitor = new HttpSession(deployment.baseUrl);
  const ids: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const { status, body } = await visitor.post('/trips', { ...PLAN, name: `Sierra Loop ${i}` });
    expect(status).toBe(201);
    ids.push(body.id);
  }
  expect(new Set(await statuses(visitor, ids))).toEqual(new Set(['generating']));

  // Start one worker and kill it while a plan is in its hands, waiting on the router.
  const inHand = aPlanInAWorkersHands();
  supervisor.start('workers');
  await inHand;
  await supervisor.kill('workers');
  const afterKill = await statuses(visitor, ids);
  expect(afterKill.filter((status) => status === 'generating').length).toBeGreaterThan(0);

  supervisor.start('workers');
  await until(async () => (await statuses(visitor, ids)).every((s) => s !== 'generating'));
  expect(new Set(await statuses(visitor, ids))).toEqual(new Set(['ready']));
});

it('hands back the work of a worker stopped with SIGTERM mid-run: nothing lost, nothing done twice', async () => {
  const { supervisor } = deployment.roadbook;
  await supervisor.stop('workers');
  const visitor = new HttpSession(deployment.baseUrl);
  const ids: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const { status, body } = await visitor.post('/trips', { ...PLAN, name: `Sierra Close ${i}` });
    expect(status).toBe(201);
    ids.push(body.id);
  }

  // Stop the worker the way an orchestrator scales it down, while it has plans in hand.
  supervisor.start('workers');
  await until(async () => (await statuses(visitor, ids)).includes('ready'));
  await supervisor.stop('workers');
  // It stopped through its shutdown hooks, in time: not killed by the stop timeout.
  const workerEnds = deployment.logs.filter((line) => line.startsWith('[workers] stopped'));
  expect(workerEnds.at(-1)).toBe('[workers] stopped');

  supervisor.start('workers');
  await until(async () => (await statuses(visitor, ids)).every((s) => s !== 'generating'));
  expect(new Set(await statuses(visitor, ids))).toEqual(new Set(['ready']));
  const rows = await itineraryRowsPerTrip(deployment.databaseUrl, ids);
  expect(ids.map((id) => rows.get(id))).toEqual(ids.map(() => 1));
});
