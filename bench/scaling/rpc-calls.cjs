// Calls between the apps for one plan and for one public page read: each is a request and a
// reply on the transport (NATS's messages once the services talk through it), so
// bench/scaling/model.cjs sizes the message bus from these. A bench deployment with an ops port
// on every app (one worker process), plans made one after another as a visitor, then reads of a
// featured trip's page; the calls are counted from each app's
// roadbook_transport_call_duration_seconds_count, by caller, service and pattern.
// Run after a build: node bench/scaling/rpc-calls.cjs [plans=20] [page reads=100]
require('reflect-metadata');
const { freePort } = require('../../launcher/dist/index.js');
const { startBenchDeployment } = require('../lib/bench-deployment.cjs');
const { readyTripSlug, seedFeaturedTrips } = require('../lib/featured-seed.cjs');
const { BEARTOOTH_PLAN } = require('../lib/plans.cjs');
const { postPlan, waitUntilReady } = require('../lib/plan-stream.cjs');

const PLANS = Number(process.argv[2] ?? 20);
const PAGE_READS = Number(process.argv[3] ?? 100);
const APPS = ['auth', 'trips', 'blog', 'media', 'workers', 'gateway'];
const CALLS = /^roadbook_transport_call_duration_seconds_count\{([^}]*)\} (\d+)/;

/** Calls made so far, by "caller → service pattern". */
async function callsSoFar(metricsUrls) {
  const calls = {};
  for (const [app, url] of Object.entries(metricsUrls)) {
    const text = await (await fetch(url)).text();
    for (const line of text.split('\n')) {
      const match = CALLS.exec(line);
      if (!match) continue;
      const labels = Object.fromEntries(
        [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      );
      const key = `${app} → ${labels.service} ${labels.pattern}`;
      calls[key] = (calls[key] ?? 0) + Number(match[2]);
    }
  }
  return calls;
}

function perUnit(before, after, units) {
  const rows = Object.keys(after)
    .map((key) => [key, (after[key] - (before[key] ?? 0)) / units])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return { rows, total: rows.reduce((sum, [, n]) => sum + n, 0) };
}

function print(title, { rows, total }) {
  console.log(`\n${title}: ${total.toFixed(2)} calls (${(2 * total).toFixed(2)} messages)`);
  for (const [key, n] of rows) console.log(`  ${n.toFixed(2).padStart(6)}  ${key}`);
}

/** Plans the Beartooth loop as the visitor `client` (its cookie set by the first plan), to ready. */
async function planAsVisitor(deployment, client, i) {
  const form = { ...BEARTOOTH_PLAN, name: `${BEARTOOTH_PLAN.name} ${i}` };
  const tripId = await postPlan(deployment.url, form, client);
  await waitUntilReady(deployment.url, tripId, client.cookie);
}

async function main() {
  const ports = await Promise.all(APPS.map(() => freePort()));
  const metricsPorts = Object.fromEntries(APPS.map((app, i) => [app, ports[i]]));
  const deployment = await startBenchDeployment(
    'bench-rpc',
    // Each page rendered, as the model counts a page the origin serves: none kept in memory.
    { RATE_LIMIT_STORE: 'memory', PUBLIC_PAGE_CACHE_TTL_S: '0' },
    { metricsPorts },
  );
  try {
    const {
      tripIds: [featured],
    } = await seedFeaturedTrips(deployment, 1);
    const slug = await readyTripSlug(deployment, featured);
    // Warm-up, not counted: a first plan and a first page.
    const visitor = {};
    await planAsVisitor(deployment, visitor, 0);
    await fetch(`${deployment.url}/trips/${slug}`, { headers: { accept: 'text/html' } });

    let before = await callsSoFar(deployment.metricsUrls);
    for (let i = 1; i <= PLANS; i += 1) await planAsVisitor(deployment, visitor, i);
    const plans = perUnit(before, await callsSoFar(deployment.metricsUrls), PLANS);
    print(`A plan (${PLANS} made as a visitor)`, plans);

    before = await callsSoFar(deployment.metricsUrls);
    for (let i = 0; i < PAGE_READS; i += 1) {
      const page = await fetch(`${deployment.url}/trips/${slug}`, {
        headers: { accept: 'text/html' },
      });
      if (!page.ok) throw new Error(`GET /trips/${slug} answered ${page.status}`);
      await page.text();
    }
    const pages = perUnit(before, await callsSoFar(deployment.metricsUrls), PAGE_READS);
    print(`A public trip page (${PAGE_READS} reads, signed out)`, pages);
    console.log(
      `RESULT ${JSON.stringify({ bench: 'rpc-calls', perPlan: plans.total, perPage: pages.total, plan: Object.fromEntries(plans.rows), page: Object.fromEntries(pages.rows) })}`,
    );
  } finally {
    await deployment.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
