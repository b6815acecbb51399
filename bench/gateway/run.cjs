// Gateway read throughput against a bare Fastify server answering the same JSON, side by side in
// one run, and for a trip also against a bare Fastify server that runs the same single-row
// PostgreSQL query on each request; then a featured trip's public page as a browser asks for it
// (server-rendered HTML), with what each read costs in CPU and in the stores. Each result is also
// printed as a `RESULT {json}` line for bench/run-all.cjs and bench/scaling/model.cjs.
// Run after a build: node bench/gateway/run.cjs [seconds=10] [connections=50]
const autocannon = require('autocannon');
const Fastify = require('fastify');
const { Pool } = require('pg');
const { appCpuMs, cpuPerUnit, formatCpu } = require('../lib/app-cpu.cjs');
const { formatStoreWork, readCounters, storeWorkPerUnit } = require('../lib/store-work.cjs');
const { startBenchDeployment } = require('../lib/bench-deployment.cjs');
const { readyTripSlug, seedFeaturedTrips } = require('../lib/featured-seed.cjs');

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A read run against the deployment: its rate, and its CPU and store work per request. */
async function measuredRun(deployment, url, headers) {
  const stores = () => readCounters(deployment.databaseUrl, deployment.redisUrl);
  const storesBefore = await stores();
  const cpuBefore = appCpuMs();
  const result = await run(url, headers);
  const cpu = cpuPerUnit(cpuBefore, appCpuMs(), result.requests.total);
  const work = storeWorkPerUnit(storesBefore, await stores(), result.requests.total);
  return { result, cpu, work };
}

async function main() {
  const deployment = await startBenchDeployment('bench-gateway', { RATE_LIMIT_STORE: 'memory' });
  const bare = Fastify();
  const withQuery = Fastify();
  // A pool as large as the trips service's (DATABASE_POOL_MAX default).
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 10 });
  try {
    const [tripId] = await seedFeaturedTrips(deployment);
    const paths = ['/api/featured-trips', `/api/trips/${tripId}`];
    const bodies = await Promise.all(
      paths.map((path) => fetch(`${deployment.url}${path}`).then((r) => r.text())),
    );
    paths.forEach((path, i) =>
      bare.get(path, (_request, reply) => reply.type('application/json').send(bodies[i])),
    );
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;
    withQuery.get('/api/trips/:id', async (request, reply) => {
      const { rows } = await pool.query('SELECT * FROM trips.trips WHERE id = $1', [
        Number(request.params.id),
      ]);
      if (rows.length === 0) return reply.code(404).send({ message: 'Trip not found' });
      return rows[0];
    });
    await withQuery.listen({ port: 0, host: '127.0.0.1' });
    const withQueryUrl = `http://127.0.0.1:${withQuery.server.address().port}`;

    console.log(
      `\nGateway reads: ${CONNECTIONS} connections, ${SECONDS} s each, same JSON from both servers`,
    );
    for (const path of paths) {
      const baseline = await run(`${bareUrl}${path}`);
      const {
        result: gateway,
        cpu,
        work,
      } = await measuredRun(deployment, `${deployment.url}${path}`);
      const ratio = gateway.requests.average / baseline.requests.average;
      console.log(
        `  GET ${path.padEnd(22)} gateway ${gateway.requests.average.toFixed(0)} req/s (p99 ${gateway.latency.p99} ms, ${gateway.non2xx} non-2xx)` +
          ` · bare Fastify ${baseline.requests.average.toFixed(0)} req/s · ratio ${(ratio * 100).toFixed(0)}%`,
      );
      console.log(`  ${''.padEnd(26)} per request ${formatCpu(cpu, 'µs')}`);
      console.log(`  ${''.padEnd(26)} per request ${formatStoreWork(work)}`);
      const result = {
        bench: 'gateway',
        path,
        gateway: gateway.requests.average,
        ratio,
        cpu,
        storesPerRequest: work,
      };
      if (path.startsWith('/api/trips/')) {
        const queried = await run(`${withQueryUrl}${path}`);
        result.ratioToQuery = gateway.requests.average / queried.requests.average;
        console.log(
          `  ${''.padEnd(26)} bare Fastify + the same PostgreSQL row ${queried.requests.average.toFixed(0)} req/s · ratio ${(result.ratioToQuery * 100).toFixed(0)}%`,
        );
      }
      console.log(`RESULT ${JSON.stringify(result)}`);
    }
    await pagesRead(deployment, await readyTripSlug(deployment, tripId));
  } finally {
    await withQuery.close();
    await pool.end();
    await bare.close();
    await deployment.stop();
  }
}

/**
 * A featured trip's public page as a signed-out browser asks for it, twice: rendered for each
 * request (a query string keeps the gateway from serving its kept copy: what a page costs the
 * origin, and what the scaling model reads), then as the gateway serves it again from memory
 * (gateway/src/web/public-page-cache.ts).
 */
async function pagesRead(deployment, slug) {
  for (const [kind, path] of [
    ['rendered', `/trips/${slug}?bench=rendered`],
    ['kept', `/trips/${slug}`],
  ]) {
    const { result, cpu, work } = await measuredRun(deployment, `${deployment.url}${path}`, {
      accept: 'text/html',
    });
    console.log(
      `  GET ${path} (HTML, ${kind}) ${result.requests.average.toFixed(0)} pages/s (p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx)`,
    );
    console.log(`  ${''.padEnd(26)} per page ${formatCpu(cpu, 'µs')}`);
    console.log(`  ${''.padEnd(26)} per page ${formatStoreWork(work)}`);
    console.log(
      `RESULT ${JSON.stringify({ bench: kind === 'rendered' ? 'gateway-page' : 'gateway-page-kept', path: '/trips/:slug', gateway: result.requests.average, cpu, storesPerRequest: work })}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
