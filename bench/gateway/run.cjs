// Gateway read throughput against a bare Fastify server answering the same JSON, side by side in
// one run, and for a trip also against a bare Fastify server that runs the same single-row
// PostgreSQL query on each request. Each ratio is also printed as a `RESULT {json}` line for
// bench/run-all.cjs.
// Run after a build: node bench/gateway/run.cjs [seconds=10] [connections=50]
const autocannon = require('autocannon');
const Fastify = require('fastify');
const { Client, Pool } = require('pg');
const { appCpuMs, cpuPerUnit, formatCpu } = require('../lib/app-cpu.cjs');
const { startBenchDeployment } = require('../lib/bench-deployment.cjs');
const { BEARTOOTH_PLAN: PLAN } = require('../lib/plans.cjs');

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);

async function json(url, init = {}) {
  const response = await fetch(url, init);
  return { response, body: await response.json() };
}

/** Signs up an admin and features a few trips, so the reads return real data. */
async function seed(deployment) {
  const { response } = await json(`${deployment.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'benchadmin',
      email: 'bench@example.com',
      password: 'bench-admin-1',
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const db = new Client({ connectionString: deployment.databaseUrl });
  await db.connect();
  await db.query(`UPDATE auth.users SET role = 'admin' WHERE email = 'bench@example.com'`);
  await db.end();
  const headers = { 'content-type': 'application/json', cookie };
  const ids = [];
  for (let i = 0; i < 4; i += 1) {
    const { body: trip } = await json(`${deployment.url}/api/trips`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...PLAN, name: `${PLAN.name} ${i + 1}` }),
    });
    await fetch(`${deployment.url}/api/admin/trips/${trip.id}/feature`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ isFeatured: true }),
    });
    ids.push(trip.id);
  }
  return ids;
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  const deployment = await startBenchDeployment('bench-gateway', { RATE_LIMIT_STORE: 'memory' });
  const bare = Fastify();
  const withQuery = Fastify();
  // A pool as large as the trips service's (DATABASE_POOL_MAX default).
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 10 });
  try {
    const [tripId] = await seed(deployment);
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
      const cpuBefore = appCpuMs();
      const gateway = await run(`${deployment.url}${path}`);
      const cpu = cpuPerUnit(cpuBefore, appCpuMs(), gateway.requests.total);
      const ratio = gateway.requests.average / baseline.requests.average;
      console.log(
        `  GET ${path.padEnd(22)} gateway ${gateway.requests.average.toFixed(0)} req/s (p99 ${gateway.latency.p99} ms, ${gateway.non2xx} non-2xx)` +
          ` · bare Fastify ${baseline.requests.average.toFixed(0)} req/s · ratio ${(ratio * 100).toFixed(0)}%`,
      );
      console.log(`  ${''.padEnd(26)} per request ${formatCpu(cpu, 'µs')}`);
      const result = { bench: 'gateway', path, gateway: gateway.requests.average, ratio, cpu };
      if (path.startsWith('/api/trips/')) {
        const queried = await run(`${withQueryUrl}${path}`);
        result.ratioToQuery = gateway.requests.average / queried.requests.average;
        console.log(
          `  ${''.padEnd(26)} bare Fastify + the same PostgreSQL row ${queried.requests.average.toFixed(0)} req/s · ratio ${(result.ratioToQuery * 100).toFixed(0)}%`,
        );
      }
      console.log(`RESULT ${JSON.stringify(result)}`);
    }
  } finally {
    await withQuery.close();
    await pool.end();
    await bare.close();
    await deployment.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
