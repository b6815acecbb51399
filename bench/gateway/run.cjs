// Gateway read throughput against a bare Fastify server answering the same JSON, side by side in
// one run, and for a trip also against a bare Fastify server that runs the same single-row
// PostgreSQL query on each request; then a featured trip's public page as a browser asks for it
// (server-rendered HTML), and the blog and one of its posts the same way, with what each read costs
// in CPU and in the stores. Each result is also
// printed as a `RESULT {json}` line for bench/run-all.cjs and bench/scaling/model.cjs.
// Run after a build: node bench/gateway/run.cjs [seconds=10] [connections=50]
const autocannon = require('autocannon');
const Fastify = require('fastify');
const { Pool } = require('pg');
const { appCpuMs, cpuPerUnit, formatCpu, untilAppsQuiet } = require('../lib/app-cpu.cjs');
const { formatRest, formatStoreWork, openStoreCounters } = require('../lib/store-work.cjs');
const { startBenchDeployment } = require('../lib/bench-deployment.cjs');
const {
  readyTripSlug,
  seedFeaturedTrips,
  seedPublishedPosts,
} = require('../lib/featured-seed.cjs');

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);

/** One autocannon run, once the apps have finished what an earlier run left them. */
async function run(url, headers = {}) {
  await untilAppsQuiet();
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A read run against the deployment: its rate, and its CPU and store work per request. */
async function measuredRun(stores, url, headers) {
  await untilAppsQuiet();
  const storesBefore = await stores.read();
  const cpuBefore = appCpuMs();
  const result = await run(url, headers);
  const cpu = cpuPerUnit(cpuBefore, appCpuMs(), result.requests.total);
  const work = stores.workPerUnit(storesBefore, await stores.read(), result.requests.total);
  return { result, cpu, work };
}

async function main() {
  const deployment = await startBenchDeployment('bench-gateway', { RATE_LIMIT_STORE: 'memory' });
  const bare = Fastify();
  const withQuery = Fastify();
  // A pool as large as the trips service's (DATABASE_POOL_MAX default).
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 10 });
  let stores;
  try {
    const { tripIds, admin } = await seedFeaturedTrips(deployment);
    const [tripId] = tripIds;
    const [postSlug] = await seedPublishedPosts(deployment, admin, tripIds);
    // The trip read twice: by a visitor (a featured trip, answered from the featured list the
    // gateway keeps) and by a signed-in reader (the admin who owns it: always a call to the
    // trips service, which sees who asks).
    const reads = [
      { path: '/api/featured-trips', caller: 'anyone' },
      { path: `/api/trips/${tripId}`, caller: 'anyone' },
      { path: `/api/trips/${tripId}`, caller: 'signed in', headers: { cookie: admin.cookie } },
    ];
    const bodies = await Promise.all(
      reads.map(({ path, headers }) =>
        fetch(`${deployment.url}${path}`, { headers }).then((r) => r.text()),
      ),
    );
    reads.forEach((_read, i) =>
      bare.get(`/bare/${i}`, (_request, reply) => reply.type('application/json').send(bodies[i])),
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

    stores = await openStoreCounters(deployment.databaseUrl, deployment.redisUrl);
    console.log(
      `\nGateway reads: ${CONNECTIONS} connections, ${SECONDS} s each, same JSON from both servers`,
    );
    console.log(`  ${formatRest(stores.rest)}`);
    for (const [i, { path, caller, headers }] of reads.entries()) {
      const baseline = await run(`${bareUrl}/bare/${i}`);
      const {
        result: gateway,
        cpu,
        work,
      } = await measuredRun(stores, `${deployment.url}${path}`, headers);
      const ratio = gateway.requests.average / baseline.requests.average;
      console.log(
        `  GET ${path.padEnd(22)} ${caller.padEnd(9)} gateway ${gateway.requests.average.toFixed(0)} req/s (p99 ${gateway.latency.p99} ms, ${gateway.non2xx} non-2xx)` +
          ` · bare Fastify ${baseline.requests.average.toFixed(0)} req/s · ratio ${(ratio * 100).toFixed(0)}%`,
      );
      console.log(`  ${''.padEnd(36)} per request ${formatCpu(cpu, 'µs')}`);
      console.log(`  ${''.padEnd(36)} per request ${formatStoreWork(work)}`);
      const result = {
        bench: 'gateway',
        path,
        caller,
        gateway: gateway.requests.average,
        ratio,
        cpu,
        storesPerRequest: work,
      };
      if (path.startsWith('/api/trips/')) {
        const queried = await run(`${withQueryUrl}${path}`);
        result.ratioToQuery = gateway.requests.average / queried.requests.average;
        console.log(
          `  ${''.padEnd(36)} bare Fastify + the same PostgreSQL row ${queried.requests.average.toFixed(0)} req/s · ratio ${(result.ratioToQuery * 100).toFixed(0)}%`,
        );
      }
      console.log(`RESULT ${JSON.stringify(result)}`);
    }
    await pagesRead(deployment, stores, [
      ['gateway-page', '/trips/:slug', `/trips/${await readyTripSlug(deployment, tripId)}`],
      ['gateway-blog-page', '/blog', '/blog'],
      ['gateway-blog-page', '/blog/:slug', `/blog/${postSlug}`],
    ]);
  } finally {
    await stores?.close();
    await withQuery.close();
    await pool.end();
    await bare.close();
    await deployment.stop();
  }
}

/**
 * Public pages as a signed-out browser asks for them, each twice: rendered for each request (a
 * query string keeps the gateway from serving its kept copy: what a page costs the origin, and
 * what the scaling model reads for a trip's page), then as the gateway serves it again from memory
 * (gateway/src/web/public-page-cache.ts). `pages`: [bench name, route, path] each.
 */
async function pagesRead(deployment, stores, pages) {
  for (const [bench, route, path] of pages) {
    for (const [kind, url] of [
      ['rendered', `${path}?bench=rendered`],
      ['kept', path],
    ]) {
      const { result, cpu, work } = await measuredRun(stores, `${deployment.url}${url}`, {
        accept: 'text/html',
      });
      console.log(
        `  GET ${url} (HTML, ${kind}) ${result.requests.average.toFixed(0)} pages/s (p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx)`,
      );
      console.log(`  ${''.padEnd(26)} per page ${formatCpu(cpu, 'µs')}`);
      console.log(`  ${''.padEnd(26)} per page ${formatStoreWork(work)}`);
      console.log(
        `RESULT ${JSON.stringify({ bench: kind === 'rendered' ? bench : `${bench}-kept`, path: route, gateway: result.requests.average, cpu, storesPerRequest: work })}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
