// A load model of Roadbook at internet scale, fed with the benches' own figures: what each part
// costs per plan and per public page read (CPU by app, PostgreSQL and Redis work), scaled to a
// target load, with the processes, cores and store capacity each part then needs and which part
// saturates first as the load grows. docs/scaling.md reads it.
//
//   node bench/pipeline/run.cjs > /tmp/pipeline.txt
//   node bench/gateway/run.cjs > /tmp/gateway.txt
//   node bench/scaling/rpc-calls.cjs > /tmp/rpc.txt          (optional: sizes the message bus)
//   node bench/scaling/model.cjs /tmp/pipeline.txt /tmp/gateway.txt /tmp/rpc.txt [plans/s=10000] [page reads/min=1000000]
//
// The model's own assumptions are constants below, each with its reason; change them there.
const { readFileSync } = require('node:fs');

/** A core is planned busy at most this share of the time, leaving room for bursts and p99. */
const TARGET_UTILISATION = 0.6;
/**
 * Share of public page reads a CDN answers from its cache: the pages are the same for every
 * visitor (no cookie varies them) and a change drops them, so a short edge TTL serves most reads.
 */
const CDN_HIT_RATIO = 0.95;
/** Redis runs commands on one thread: a shard is one core, whatever the machine has. */
const REDIS_CORES_PER_SHARD = 1;
/** The largest PostgreSQL primary the plan allows before writes must be split (cores). */
const LARGEST_PRIMARY_CORES = 64;
/** Each Node.js app process uses one core for its JavaScript; a replica is one process. */
const CORES_PER_NODE_PROCESS = 1;

function results(files) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('RESULT '))
      .map((line) => JSON.parse(line.slice('RESULT '.length))),
  );
}

function figures(files) {
  const all = results(files);
  const plan = all.find((r) => r.bench === 'pipeline-burst');
  const page = all.find((r) => r.bench === 'gateway-page');
  const calls = all.find((r) => r.bench === 'rpc-calls');
  if (!plan?.storesPerPlan || !page?.storesPerRequest) {
    throw new Error(
      'Needs the RESULT lines of bench/pipeline/run.cjs (pipeline-burst, with storesPerPlan) ' +
        'and bench/gateway/run.cjs (gateway-page): run them first and pass their output files.',
    );
  }
  return {
    plan: { appsMs: plan.cpuPerPlan.perApp, stores: plan.storesPerPlan, calls: calls?.perPlan },
    page: { appsMs: page.cpu.perApp, stores: page.storesPerRequest, calls: calls?.perPage },
  };
}

/** Cores a part needs for `rate` operations a second costing `cpuMs` each, at the target. */
const coresFor = (rate, cpuMs) => (rate * cpuMs) / 1000 / TARGET_UTILISATION;

/**
 * The demand on each part at `plansPerS` plans and `pageReadsPerS` page reads reaching the
 * origin: cores by app and by store, and the stores' operation rates.
 */
function demand({ plan, page }, plansPerS, pageReadsPerS) {
  const apps = {};
  for (const [app, ms] of Object.entries(plan.appsMs)) {
    apps[app] = (apps[app] ?? 0) + coresFor(plansPerS, ms);
  }
  for (const [app, ms] of Object.entries(page.appsMs)) {
    apps[app] = (apps[app] ?? 0) + coresFor(pageReadsPerS, ms);
  }
  return {
    apps,
    postgresPrimaryCores: coresFor(plansPerS, plan.stores.postgresCpuMs),
    postgresReplicaCores: coresFor(pageReadsPerS, page.stores.postgresCpuMs),
    redisCores:
      coresFor(plansPerS, plan.stores.redisCpuMs) + coresFor(pageReadsPerS, page.stores.redisCpuMs),
    transactionsPerS: plansPerS * plan.stores.transactions,
    rowsWrittenPerS: plansPerS * plan.stores.rowsWritten,
    redisCommandsPerS:
      plansPerS * plan.stores.redisCommands + pageReadsPerS * page.stores.redisCommands,
    // Each call between the apps is a request and a reply.
    messagesPerS:
      plan.calls === undefined ? null : 2 * (plansPerS * plan.calls + pageReadsPerS * page.calls),
  };
}

const whole = (n) => Math.max(1, Math.ceil(n));
const processes = (n) => `${whole(n)} process${whole(n) === 1 ? '' : 'es'}`;
const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/**
 * The load at which each part that cannot grow by adding processes saturates: Redis for the
 * queue on one shard, and the largest PostgreSQL primary for the plans' writes.
 */
function ceilings({ plan }) {
  const redisMsPerPlan = plan.stores.redisCpuMs;
  const pgMsPerPlan = plan.stores.postgresCpuMs;
  return [
    {
      part: 'Redis (one shard, the job queue)',
      plansPerS: (REDIS_CORES_PER_SHARD * TARGET_UTILISATION * 1000) / redisMsPerPlan,
    },
    {
      part: `PostgreSQL primary (${LARGEST_PRIMARY_CORES} cores, the plans' writes)`,
      plansPerS: (LARGEST_PRIMARY_CORES * TARGET_UTILISATION * 1000) / pgMsPerPlan,
    },
  ].sort((a, b) => a.plansPerS - b.plansPerS);
}

function main() {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !/^\d+$/.test(arg));
  const [plansPerS = 10_000, pageReadsPerMin = 1_000_000] = args
    .filter((arg) => /^\d+$/.test(arg))
    .map(Number);
  const measured = figures(files);
  const pageReadsPerS = pageReadsPerMin / 60;
  const originReadsPerS = pageReadsPerS * (1 - CDN_HIT_RATIO);
  const need = demand(measured, plansPerS, originReadsPerS);

  console.log(`Roadbook at ${plansPerS} plans/s and ${pageReadsPerMin} public page reads/min`);
  console.log(
    `  page reads reaching the servers: ${fmt(originReadsPerS)}/s (a CDN answers ${CDN_HIT_RATIO * 100} % of ${fmt(pageReadsPerS)}/s)`,
  );
  console.log(`  cores planned busy at most ${TARGET_UTILISATION * 100} % of the time\n`);
  console.log('Measured cost (bench figures)');
  const perApp = (ms, unit) =>
    Object.entries(ms)
      .filter(([, value]) => value >= 0.005)
      .map(([app, value]) => `${app} ${value.toFixed(2)}`)
      .join(' · ') + ` ms CPU per ${unit}`;
  console.log(`  a plan: ${perApp(measured.plan.appsMs, 'plan')}`);
  console.log(
    `          PostgreSQL ${measured.plan.stores.postgresCpuMs.toFixed(2)} ms, Redis ${measured.plan.stores.redisCpuMs.toFixed(2)} ms CPU; ${fmt(measured.plan.stores.transactions)} transactions, ${fmt(measured.plan.stores.rowsWritten)} rows written, ${fmt(measured.plan.stores.redisCommands)} Redis commands`,
  );
  console.log(`  a page: ${perApp(measured.page.appsMs, 'page')}`);
  console.log(
    `          PostgreSQL ${measured.page.stores.postgresCpuMs.toFixed(2)} ms CPU, ${fmt(measured.page.stores.rowsRead)} rows read\n`,
  );

  console.log('What the load needs');
  for (const [app, cores] of Object.entries(need.apps).sort((a, b) => b[1] - a[1])) {
    if (cores < 0.05) continue;
    console.log(
      `  ${app.padEnd(10)} ${fmt(cores).padStart(7)} cores → ${processes(cores / CORES_PER_NODE_PROCESS)}`,
    );
  }
  const appCores = Object.values(need.apps).reduce((sum, cores) => sum + cores, 0);
  console.log(`  ${'all apps'.padEnd(10)} ${fmt(appCores).padStart(7)} cores`);
  console.log(
    `  PostgreSQL primary ${fmt(need.postgresPrimaryCores)} cores for ${fmt(need.transactionsPerS)} transactions/s, ${fmt(need.rowsWrittenPerS)} rows written/s`,
  );
  console.log(
    `  PostgreSQL read replicas ${fmt(need.postgresReplicaCores)} cores for the public reads that miss the cache`,
  );
  console.log(
    `  Redis ${fmt(need.redisCores)} cores for ${fmt(need.redisCommandsPerS)} commands/s → ${whole(need.redisCores / REDIS_CORES_PER_SHARD)} shards (queues split by name or by a hash of the trip)`,
  );

  if (need.messagesPerS !== null) {
    console.log(
      `  messages between the apps: ${fmt(need.messagesPerS)}/s (${measured.plan.calls} calls a plan, ${measured.page.calls} a page; a request and a reply each)`,
    );
  }
  const uncached = demand(measured, 0, pageReadsPerS).apps.gateway;
  console.log(`  without the CDN, the page reads alone would need ${fmt(uncached)} gateway cores`);

  console.log('\nWhat saturates first, as plans per second grow');
  for (const { part, plansPerS: ceiling } of ceilings(measured)) {
    console.log(`  ${part.padEnd(52)} at ${fmt(ceiling)} plans/s`);
  }
  console.log(
    '  (the apps scale by adding processes: their cores grow with the load and never saturate alone)',
  );
  console.log(
    `RESULT ${JSON.stringify({ bench: 'scaling-model', plansPerS, pageReadsPerMin, originReadsPerS, need, ceilings: ceilings(measured) })}`,
  );
}

main();
