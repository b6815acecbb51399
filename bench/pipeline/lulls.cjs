// Bursts after lulls: what a burst of plans costs the apps after they have been idle a short
// while and after a longer one. On warmed apps of one distributed deployment (real PostgreSQL,
// Redis and NATS on this machine), after a warm-up of 2000 plans from 50 clients, each lull of the
// list is waited out with nothing running, then BURST plans are posted at once by new visitors
// and followed to ready on their progress streams, as bench/pipeline/run.cjs's bursts are. Each
// burst prints its throughput, p50, CPU a plan by app (and the NATS server's), and for each app
// the minor page faults it took and the resident memory of its own (anonymous) it gave back or
// took: V8 gives up its young generation at the first collection after a long enough lull
// (docs/performance.md, "A burst after a lull"). The baseline is in the same run: the bursts
// after the short lulls, against those after the long ones. The lulls run in the order given, and
// order matters: a young generation given up grows back over the bursts after it, whatever lull
// precedes them, so the short lulls come first by default.
// Run after a build:
//   node bench/pipeline/lulls.cjs [lulls in seconds=5,5,5,30,30,30] [burst=50]
// Each result is also printed as a `RESULT {json}` line.
require('reflect-metadata');
const { readFileSync } = require('node:fs');
const { performance } = require('node:perf_hooks');
const { appCpuMs, appProcesses, cpuPerUnit, formatCpu, processCpu } = require('../lib/app-cpu.cjs');
const { startBenchDeployment, percentile } = require('../lib/bench-deployment.cjs');
const { planForm } = require('../lib/plans.cjs');
const { postPlan, waitUntilReady } = require('../lib/plan-stream.cjs');

const LULLS_S = (process.argv[2] ?? '5,5,5,30,30,30').split(',').map(Number);
const BURST = Number(process.argv[3] ?? 50);
const WARM_UP = 2000;
const CLIENTS = 50;
/** The apps a plan passes through; the others sit idle in a burst. */
const PLAN_APPS = ['gateway', 'trips', 'workers'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each plan app's minor page faults so far and its own resident memory in MB. */
function memoryOfApps() {
  const byApp = {};
  for (const { app, pid } of appProcesses()) {
    if (!PLAN_APPS.includes(app)) continue;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    byApp[app] = {
      minorFaults: processCpu(pid)?.minorFaults ?? 0,
      anonMb: Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
    };
  }
  return byApp;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  const deployment = await startBenchDeployment('bench-lulls', {
    TRIP_PLAN_LIMIT_PER_IP: String(WARM_UP + BURST * LULLS_S.length + 10),
    TRIP_PLAN_LIMIT_PER_CALLER: String(WARM_UP + BURST * LULLS_S.length + 10),
    PROGRESS_STREAMS_PER_CLIENT: String(Math.max(BURST, CLIENTS)),
  });
  try {
    /** One plan through the system; `client` keeps its visitor cookie like a browser does. */
    const planThrough = async (i, client = {}) => {
      const postedAt = performance.now();
      const tripId = await postPlan(deployment.url, planForm(i), client);
      await waitUntilReady(deployment.url, tripId, client.cookie);
      return performance.now() - postedAt;
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const client = {};
        while (next < WARM_UP) await planThrough(next++, client);
      }),
    );
    console.log(`Warmed up: ${WARM_UP} plans from ${CLIENTS} clients`);

    const bursts = [];
    for (const lullS of LULLS_S) {
      await sleep(lullS * 1000);
      const memoryBefore = memoryOfApps();
      const cpuBefore = appCpuMs();
      const started = performance.now();
      const latencies = await Promise.all(Array.from({ length: BURST }, (_, i) => planThrough(i)));
      const plansPerS = BURST / ((performance.now() - started) / 1000);
      const cpu = cpuPerUnit(cpuBefore, appCpuMs(), BURST);
      const memoryAfter = memoryOfApps();
      const p50 = percentile(
        [...latencies].sort((a, b) => a - b),
        50,
      );
      const memory = Object.fromEntries(
        Object.entries(memoryAfter).map(([app, after]) => [
          app,
          {
            minorFaults: after.minorFaults - (memoryBefore[app]?.minorFaults ?? 0),
            anonMbBefore: memoryBefore[app]?.anonMb ?? 0,
            anonMbAfter: after.anonMb,
          },
        ]),
      );
      console.log(
        `\nAfter ${lullS} s idle: ${BURST} plans posted at once, ${plansPerS.toFixed(1)} plans/s, p50 ${p50.toFixed(0)} ms`,
      );
      console.log(`  CPU per plan   ${formatCpu(cpu)}`);
      console.log(
        `  memory         ${Object.entries(memory)
          .map(
            ([app, m]) =>
              `${app} ${m.minorFaults} page faults, own memory ${m.anonMbBefore.toFixed(0)} → ${m.anonMbAfter.toFixed(0)} MB`,
          )
          .join(' · ')}`,
      );
      const result = { bench: 'pipeline-lull', lullS, plansPerS, p50, cpuPerPlan: cpu, memory };
      console.log(`RESULT ${JSON.stringify(result)}`);
      bursts.push(result);
    }

    const shortest = Math.min(...LULLS_S);
    console.log('\nBy lull (median burst):');
    for (const lullS of [...new Set(LULLS_S)].sort((a, b) => a - b)) {
      const these = bursts.filter((burst) => burst.lullS === lullS);
      const byLull = {
        bench: 'pipeline-lulls',
        lullS,
        bursts: these.length,
        plansPerS: median(these.map((b) => b.plansPerS)),
        p50: median(these.map((b) => b.p50)),
        cpuPerPlanMs: median(these.map((b) => b.cpuPerPlan.total)),
      };
      console.log(
        `  ${String(lullS).padStart(3)} s idle${lullS === shortest ? ' (baseline)' : ''}: ${byLull.plansPerS.toFixed(1)} plans/s, p50 ${byLull.p50.toFixed(0)} ms, ${byLull.cpuPerPlanMs.toFixed(1)} ms of CPU a plan (${these.length} burst${these.length === 1 ? '' : 's'})`,
      );
      console.log(`RESULT ${JSON.stringify(byLull)}`);
    }
  } finally {
    await deployment.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
