// Pipeline benchmark on a distributed deployment (real PostgreSQL and Redis on this machine),
// timed from POST /api/trips to the itinerary being ready as the web app learns it: from the
// trip's progress stream. Baseline in the same run: the engine alone planning the same trips.
//   1. a burst: N plans posted at once, one worker process, the apps just started ("cold");
//   2. a warm-up: W plans from C clients, measured like the rest. A process just started runs
//      its hot paths in V8's interpreter and compiles them as they get hot, which costs more CPU
//      than the plans themselves for the first few hundred; a server that has been up a while
//      has paid that once. The warm-up says what it costs, and the rounds after it what a plan
//      costs a running server;
//   3. the burst again, the apps warmed, several times (each a second's work at most, which one
//      garbage collection or a busy neighbour moves by a quarter): the median burst is the figure.
//      Each burst waits for the stores' counters to settle first, so the apps have been idle for
//      20–40 s before it, long enough for V8 to give up their young generations (each burst
//      prints its wait; bench/pipeline/lulls.cjs measures the same burst after shorter lulls);
//   4. scaling: M plans from C clients (each plans, waits for its itinerary, plans again) with
//      1, 2 and 4 worker processes, then 2 worker processes beside 2 replicas of the trips
//      service (sharing its calls through NATS), counting plans lost (never ready) or done twice.
//      A round that starts processes warms them up first, as in 2.
// CPU is every app process's and the NATS server's, which carries their calls.
// Run after a build:
//   node bench/pipeline/run.cjs [burst=50] [plans=200] [clients=50] [workers=1,2,4] [warm-up=2000]
//     [warm bursts=3]
// Each result is also printed as a `RESULT {json}` line for bench/run-all.cjs.
const { performance } = require('node:perf_hooks');
// The contracts' DTOs carry decorator metadata: it must be loaded before any of them.
require('reflect-metadata');
const { Queue } = require('bullmq');
const { createTripPlanner } = require('../../libs/planner/dist/index.js');
const { JOB_QUEUES } = require('../../libs/contracts/dist/index.js');
const { appCpuMs, cpuPerUnit, formatCpu } = require('../lib/app-cpu.cjs');
const { formatRest, formatStoreWork, openStoreCounters } = require('../lib/store-work.cjs');
const { startBenchDeployment, percentile } = require('../lib/bench-deployment.cjs');
const { planForm } = require('../lib/plans.cjs');
const { postPlan, waitUntilReady } = require('../lib/plan-stream.cjs');

const BURST = Number(process.argv[2] ?? 50);
const PLANS = Number(process.argv[3] ?? 200);
const CLIENTS = Number(process.argv[4] ?? 50);
const WORKER_COUNTS = (process.argv[5] ?? '1,2,4').split(',').map(Number);
const WARM_UP = Number(process.argv[6] ?? 2000);
const WARM_BURSTS = Math.max(1, Number(process.argv[7] ?? 3));
// Jobs one worker process runs at once: the deployment's default unless set here.
const CONCURRENCY = Number(process.env.WORKER_CONCURRENCY ?? 8);
function summary(latencies, elapsedS, expected) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    completed: latencies.length,
    expected,
    plansPerS: latencies.length / elapsedS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

async function main() {
  const planner = createTripPlanner();
  const engineMs = [];
  for (let i = 0; i < 5; i += 1) await planner.plan(planForm(i), { today: '2026-11-22' });
  for (let i = 0; i < BURST; i += 1) {
    const started = performance.now();
    await planner.plan(planForm(i), { today: '2026-11-22' });
    engineMs.push(performance.now() - started);
  }

  const rounds = [
    ...WORKER_COUNTS.map((workers) => ({ workers, trips: 1 })),
    { workers: 2, trips: 2 },
  ];
  // The first few, the one timed by stage, the bursts, the warm-ups (one for each round that
  // starts processes, at most) and each scaling round.
  const totalPlans =
    5 + 1 + (1 + WARM_BURSTS) * BURST + WARM_UP * (1 + rounds.length) + PLANS * rounds.length;
  const deployment = await startBenchDeployment('bench-pipeline', {
    WORKER_CONCURRENCY: String(CONCURRENCY),
    // Every plan comes from one address and the clients are few: the limits on planning would
    // stop a measurement that is of the pipeline.
    TRIP_PLAN_LIMIT_PER_IP: String(totalPlans),
    TRIP_PLAN_LIMIT_PER_CALLER: String(totalPlans),
    PROGRESS_STREAMS_PER_CLIENT: String(Math.max(BURST, CLIENTS)),
  });
  const queue = new Queue(JOB_QUEUES['itinerary.generate'], {
    prefix: deployment.queuePrefix,
    connection: { url: deployment.redisUrl },
  });
  const tripIds = [];
  const failures = [];
  let stores;
  try {
    /** When the last plan settled: a burst says how long the apps had been idle before it. */
    let lastSettledAt = performance.now();
    /** One plan through the system; `client` keeps its visitor cookie like a browser does. */
    const planThrough = async (i, client = {}) => {
      const postedAt = performance.now();
      const tripId = await postPlan(deployment.url, planForm(i), client);
      tripIds.push(tripId);
      await waitUntilReady(deployment.url, tripId, client.cookie);
      lastSettledAt = performance.now();
      return lastSettledAt - postedAt;
    };
    const measured = (promise) =>
      promise.then(
        (ms) => ms,
        (error) => {
          failures.push(error.message);
          return undefined;
        },
      );
    // The first plans, not measured: connections open, caches fill.
    for (let i = 0; i < 5; i += 1) await planThrough(i);
    await printStages(deployment, queue, planForm(0));

    stores = await openStoreCounters(deployment.databaseUrl, deployment.redisUrl);
    console.log(`\n${formatRest(stores.rest)}`);
    const engine = [...engineMs].sort((a, b) => a - b);
    /** BURST plans posted at once, printed with their latency, CPU and the stores' work per plan. */
    const runBurst = async (bench, heading) => {
      const storesBefore = await stores.read();
      const cpuBefore = appCpuMs();
      const started = performance.now();
      const lullS = (started - lastSettledAt) / 1000;
      const burst = await Promise.all(
        Array.from({ length: BURST }, (_, i) => measured(planThrough(i))),
      );
      const result = summary(
        burst.filter((ms) => ms !== undefined),
        (performance.now() - started) / 1000,
        BURST,
      );
      const cpu = cpuPerUnit(cpuBefore, appCpuMs(), result.completed);
      const storeWork = stores.workPerUnit(storesBefore, await stores.read(), result.completed);
      console.log(`\n${heading}`);
      console.log(
        `  idle before it   ${lullS.toFixed(1)} s (see docs/performance.md, "A burst after a lull")`,
      );
      console.log(`  completed        ${result.completed}/${BURST}`);
      console.log(`  throughput       ${result.plansPerS.toFixed(1)} plans/s`);
      console.log(
        `  POST → ready     p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`,
      );
      console.log(
        `  baseline engine  p50 ${percentile(engine, 50).toFixed(1)} ms, p99 ${percentile(engine, 99).toFixed(1)} ms per plan (in-process, no queue)`,
      );
      console.log(`  CPU per plan     ${formatCpu(cpu)}`);
      console.log(`  stores per plan  ${formatStoreWork(storeWork)}`);
      const burstResult = {
        bench,
        lullS,
        ...result,
        engineP50: percentile(engine, 50),
        cpuPerPlan: cpu,
        storesPerPlan: storeWork,
      };
      console.log(`RESULT ${JSON.stringify(burstResult)}`);
      return burstResult;
    };
    /** `count` plans from CLIENTS clients, each planning again once its itinerary is ready. */
    const planFromClients = async (count) => {
      let next = 0;
      const latencies = [];
      const cpuBefore = appCpuMs();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const client = {};
          while (next < count) {
            const ms = await measured(planThrough(next++, client));
            if (ms !== undefined) latencies.push(ms);
          }
        }),
      );
      const result = summary(latencies, (performance.now() - started) / 1000, count);
      return { result, cpu: cpuPerUnit(cpuBefore, appCpuMs(), result.completed) };
    };
    const warmUp = async (what) => {
      if (WARM_UP === 0) return;
      const { result, cpu } = await planFromClients(WARM_UP);
      console.log(
        `  warm-up of ${what}: ${WARM_UP} plans from ${CLIENTS} clients, ${result.plansPerS.toFixed(1)} plans/s, ${result.completed}/${WARM_UP} ready`,
      );
      console.log(`    CPU per plan ${formatCpu(cpu)}`);
      console.log(
        `RESULT ${JSON.stringify({ bench: 'pipeline-warm-up', what, ...result, cpuPerPlan: cpu })}`,
      );
    };

    await runBurst(
      'pipeline-burst-cold',
      `Pipeline burst, the apps just started: ${BURST} plans posted at once, 1 worker process (concurrency ${CONCURRENCY})`,
    );
    console.log(
      '\nWarming the apps up (V8 compiles their hot paths once a process has run them a while)',
    );
    await warmUp('the apps');
    const warmBursts = [];
    for (let i = 1; i <= WARM_BURSTS; i += 1) {
      warmBursts.push(
        await runBurst(
          'pipeline-burst-warm',
          `Pipeline burst, the apps warmed (${i} of ${WARM_BURSTS}): ${BURST} plans posted at once, 1 worker process (concurrency ${CONCURRENCY})`,
        ),
      );
    }
    printMedianBurst(warmBursts);

    console.log(`\nPipeline scaling: ${PLANS} plans from ${CLIENTS} clients, the apps warmed`);
    for (const { workers, trips } of rounds) {
      const startedWorkers = await scale(deployment, 'workers', workers);
      await waitForWorkers(queue, workers);
      const startedTrips = await scale(deployment, 'trips', trips);
      const shape = `${workers} worker process${workers > 1 ? 'es' : '  '}${trips > 1 ? `, ${trips} trips` : ''}`;
      if (startedWorkers + startedTrips > 0) await warmUp(`${shape.trim()}, new ones just started`);
      const before = new Set(tripIds);
      const { result, cpu } = await planFromClients(PLANS);
      const mine = tripIds.filter((id) => !before.has(id));
      const { lost, duplicated } = await deliveries(queue, mine);
      console.log(
        `  ${shape.padEnd(28)}${result.plansPerS.toFixed(1).padStart(6)} plans/s · p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms · ${result.completed}/${PLANS} ready · lost ${lost} · done twice ${duplicated}`,
      );
      console.log(`${''.padEnd(30)}CPU per plan ${formatCpu(cpu)}`);
      console.log(
        `RESULT ${JSON.stringify({ bench: 'pipeline-scaling', workers, trips, ...result, lost, duplicated, cpuPerPlan: cpu })}`,
      );
    }
    if (failures.length > 0)
      console.log(`  failures: ${[...new Set(failures)].slice(0, 5).join('; ')}`);
  } finally {
    await stores?.close();
    await queue.close();
    await deployment.stop();
  }
}

/**
 * One plan alone, stage by stage: the client's clock for the request and the pushed result,
 * the job's own timestamps (added, taken by a worker, finished) for the queue and the worker.
 * One machine, one clock; each figure is a single sample, to show where the time goes.
 */
async function printStages(deployment, queue, body) {
  const visitor = {};
  const posted = Date.now();
  const tripId = await postPlan(deployment.url, body, visitor);
  const answered = Date.now();
  await waitUntilReady(deployment.url, tripId, visitor.cookie);
  const pushed = Date.now();
  // The result is pushed when the trips service has stored it; the job itself is marked
  // finished a moment later, once its handler has returned.
  let job = await queue.getJob(`itinerary-${tripId}-v1`);
  for (let i = 0; i < 50 && !job.finishedOn; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    job = await queue.getJob(`itinerary-${tripId}-v1`);
  }
  const stages = {
    post: answered - posted,
    queued: job.processedOn - job.timestamp,
    worker: pushed - job.processedOn,
    finished: job.finishedOn - pushed,
    total: pushed - posted,
  };
  console.log('\nOne plan alone, by stage (ms, single sample)');
  console.log(`  POST /api/trips answered (validate, store, enqueue)   ${stages.post}`);
  console.log(`  queued until a worker took it                        ${stages.queued}`);
  console.log(`  worker: check, plan, store; ready pushed on the stream ${stages.worker}`);
  console.log(`  POST → ready                                         ${stages.total}`);
  console.log(`  (the job is marked finished ${stages.finished} ms after the push)`);
  console.log(`RESULT ${JSON.stringify({ bench: 'pipeline-stages', ...stages })}`);
}

/**
 * The warmed bursts' median, by throughput: that burst's figures, all from one burst, are the
 * result (`pipeline-burst`, which bench/run-all.cjs and bench/scaling/model.cjs read), with the
 * range of every burst beside them.
 */
function printMedianBurst(bursts) {
  const byThroughput = [...bursts].sort((a, b) => a.plansPerS - b.plansPerS);
  const median = byThroughput[Math.floor((byThroughput.length - 1) / 2)];
  const span = (figure) => {
    const values = bursts.map(figure);
    return [Math.min(...values), Math.max(...values)];
  };
  const ranges = {
    plansPerS: span((b) => b.plansPerS),
    p50: span((b) => b.p50),
    cpuPerPlan: span((b) => b.cpuPerPlan.total),
  };
  const shown = ([low, high], digits) => `${low.toFixed(digits)}–${high.toFixed(digits)}`;
  console.log(
    `\nThe warmed bursts' median (of ${bursts.length}, by throughput): ${median.plansPerS.toFixed(1)} plans/s, p50 ${median.p50.toFixed(0)} ms, p99 ${median.p99.toFixed(0)} ms, ${median.cpuPerPlan.total.toFixed(1)} ms of CPU a plan`,
  );
  console.log(
    `  every burst: ${shown(ranges.plansPerS, 1)} plans/s, p50 ${shown(ranges.p50, 0)} ms, ${shown(ranges.cpuPerPlan, 1)} ms of CPU a plan`,
  );
  console.log(
    `RESULT ${JSON.stringify({ ...median, bench: 'pipeline-burst', bursts: bursts.length, ranges })}`,
  );
}

/**
 * Runs `count` instances of the app (`trips`, `trips-2`…): starts the missing ones (a service
 * waited for until it has subscribed to its calls; workers are counted by waitForWorkers) and
 * stops the ones over. Answers how many it started.
 */
async function scale(deployment, app, count) {
  const { supervisor } = deployment.roadbook;
  const name = (n) => (n === 1 ? app : `${app}-${n}`);
  let started = 0;
  for (let n = 1; n <= count; n += 1) {
    if (supervisor.isRunning(name(n))) continue;
    if (app === 'workers') supervisor.start(app, name(n));
    else await supervisor.startAndWaitUntilReady(app, name(n));
    started += 1;
  }
  for (let n = count + 1; supervisor.isRunning(name(n)); n += 1) await supervisor.stop(name(n));
  return started;
}

/** Waits until `count` worker processes are taking jobs from the itinerary queue. */
async function waitForWorkers(queue, count) {
  const deadline = Date.now() + 60_000;
  while ((await queue.getWorkers()).length < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${(await queue.getWorkers()).length} of ${count} workers started`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Lost: a trip whose job did not complete. Done twice: a job whose work started more than once
 * (a failed or stalled attempt run again); its result is still stored once, since the trips
 * service keeps one itinerary per trip version. Why an attempt failed is printed.
 */
async function deliveries(queue, tripIds) {
  let lost = 0;
  let duplicated = 0;
  const reasons = new Set();
  for (const id of tripIds) {
    const job = await queue.getJob(`itinerary-${id}-v1`);
    if (!job || (await job.getState()) !== 'completed') lost += 1;
    if (job && ((job.attemptsStarted ?? 1) > 1 || job.attemptsMade > 1)) {
      duplicated += 1;
      if (job.failedReason) reasons.add(job.failedReason);
    }
  }
  if (reasons.size > 0) console.log(`    attempts that failed: ${[...reasons].join('; ')}`);
  return { lost, duplicated };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
