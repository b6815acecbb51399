// Pipeline benchmark: N plans posted at once to a distributed deployment (real PostgreSQL and
// Redis on this machine, one worker process), timed from POST /api/trips to the itinerary
// being ready. Baseline in the same run: the engine alone planning the same trips in-process.
// Run after a build: node bench/pipeline/run.cjs [plans=50] [worker concurrency=4]
const { performance } = require('node:perf_hooks');
const { createTripPlanner } = require('../../libs/planner/dist/index.js');
const { startBenchDeployment, percentile } = require('../lib/bench-deployment.cjs');

const PLANS = Number(process.argv[2] ?? 50);
const CONCURRENCY = Number(process.argv[3] ?? 4);
// Each waiting plan polls its trip; faster polling measures finer but loads the gateway more.
const POLL_MS = 100;
const ROUTES = [
  ['Denver, CO', 'Moab, UT'],
  ['Asheville, NC', 'Knoxville, TN'],
  ['San Francisco, CA', 'Los Angeles, CA'],
  ['Munich, Germany', 'Como, Italy'],
  ['Seattle, WA', 'Portland, OR'],
];

function plan(i) {
  const [startLocation, destination] = ROUTES[i % ROUTES.length];
  return {
    name: `Bench ride ${i}`,
    tripType: 'multi-day',
    startDate: '2027-06-01',
    endDate: '2027-06-05',
    travelMode: ['motorcycle', 'car', 'rv'][i % 3],
    travelers: 2,
    adults: 2,
    hotelRooms: 1,
    startLocation,
    destination,
    isRoundTrip: i % 2 === 0,
    waypoints: [],
    routeType: ['scenic', 'fastest', 'shortest'][i % 3],
    activities: ['nature', 'landmark'],
    accommodation: [],
    budget: 'moderate',
    drivingHours: '4-6',
    additionalNotes: '',
  };
}

async function main() {
  const planner = createTripPlanner();
  const engineMs = [];
  for (let i = 0; i < 5; i += 1) await planner.plan(plan(i), { today: '2026-11-22' });
  for (let i = 0; i < PLANS; i += 1) {
    const started = performance.now();
    await planner.plan(plan(i), { today: '2026-11-22' });
    engineMs.push(performance.now() - started);
  }

  const deployment = await startBenchDeployment('bench-pipeline', {
    WORKER_CONCURRENCY: String(CONCURRENCY),
    // Every plan (five to warm up, then the measured ones) comes from one address: the
    // per-address limit on planning would stop a measurement that is of the pipeline.
    TRIP_PLAN_LIMIT_PER_IP: String(PLANS + 5),
  });
  try {
    const planThrough = async (i) => {
      const postedAt = performance.now();
      const response = await fetch(`${deployment.url}/api/trips`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(plan(i)),
      });
      const visitorCookie = response.headers.getSetCookie()[0].split(';')[0];
      const trip = await response.json();
      for (;;) {
        const current = await fetch(`${deployment.url}/api/trips/${trip.id}`, {
          headers: { cookie: visitorCookie },
        }).then((r) => r.json());
        if (current.generationStatus === 'ready') return performance.now() - postedAt;
        if (current.generationStatus === 'failed')
          throw new Error(`trip ${trip.id}: ${current.generationError}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    // Warm-up, not measured: connections open, JIT compiles, caches fill.
    for (let i = 0; i < 5; i += 1) await planThrough(i);

    const started = performance.now();
    const latencies = await Promise.all(Array.from({ length: PLANS }, (_, i) => planThrough(i)));
    const elapsedS = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const engine = [...engineMs].sort((a, b) => a - b);
    console.log(
      `\nPipeline: ${PLANS} concurrent plans, one worker process, concurrency ${CONCURRENCY}`,
    );
    console.log(`  completed        ${latencies.length}/${PLANS} (none lost)`);
    console.log(`  throughput       ${(PLANS / elapsedS).toFixed(1)} plans/s`);
    console.log(
      `  POST → ready     p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
    );
    console.log(
      `  baseline engine  p50 ${percentile(engine, 50).toFixed(1)} ms, p99 ${percentile(engine, 99).toFixed(1)} ms per plan (in-process, no queue)`,
    );
    console.log(
      `  budget           pipeline p50 under 150 ms with 50 concurrent plans (DESIGN.md)`,
    );
  } finally {
    await deployment.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
