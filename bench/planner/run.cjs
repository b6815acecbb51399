// Planner benchmark: one-off data load cost (in this process, and in fresh processes from the
// packages against from the build's packs), time to plan 1-, 5- and 14-day trips, and
// itineraries per second on one core. Run: node --expose-gc bench/planner/run.cjs
require('./ts-register.cjs');
const { execFileSync } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');

const gc = globalThis.gc ?? (() => undefined);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const TODAY = { today: '2026-05-01' };
const base = {
  name: 'Bench ride',
  tripType: 'multi-day',
  travelMode: 'motorcycle',
  travelers: 2,
  adults: 2,
  hotelRooms: 1,
  isRoundTrip: false,
  waypoints: [],
  routeType: 'scenic',
  activities: ['nature', 'landmark', 'riding-road'],
  accommodation: [],
  budget: 'moderate',
  drivingHours: '6-8',
  additionalNotes: '',
};
const trips = {
  '1 day (Denver → Moab)': {
    ...base,
    tripType: 'day',
    startLocation: 'Denver, CO',
    destination: 'Moab, UT',
  },
  '5 days (San Francisco → Seattle)': {
    ...base,
    startLocation: 'San Francisco, CA',
    destination: 'Seattle, WA',
    waypoints: ['Crater Lake'],
    startDate: '2026-06-01',
    endDate: '2026-06-05',
  },
  '14 days (Munich → Nice over the Alps)': {
    ...base,
    startLocation: 'Munich, Germany',
    destination: 'Nice, France',
    waypoints: ['Grossglockner', 'Stelvio', 'Lake Como', 'Furka Pass', 'Col du Galibier'],
    startDate: '2026-07-01',
    endDate: '2026-07-14',
  },
};

const LOAD_RUNS = 3;

/**
 * The data's load in fresh processes (./load.cjs), as an app pays it at start-up: built from the
 * packages (the baseline) and read from packs written here as the planner's build writes them,
 * taken in turns; the median of each.
 */
function freshProcessLoads() {
  const packDir = mkdtempSync(join(tmpdir(), 'roadbook-bench-packs-'));
  try {
    require('../../libs/planner/src/packs/write-packs.ts').writePacks(packDir);
    const runs = { packages: [], pack: [] };
    for (let i = 0; i < LOAD_RUNS; i++) {
      for (const source of Object.keys(runs)) {
        const output = execFileSync(
          process.execPath,
          ['--expose-gc', join(__dirname, 'load.cjs'), source, packDir],
          { encoding: 'utf8' },
        );
        runs[source].push(JSON.parse(output));
      }
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return Object.fromEntries(
      Object.entries(runs).map(([source, loads]) => [
        source,
        {
          cpuMs: median(loads.map((load) => load.cpuMs)),
          heapMb: median(loads.map((load) => load.heapMb)),
        },
      ]),
    );
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }
}

async function main() {
  // Compile the sources first so the load figure is the data, not the TypeScript transform.
  const { createTripPlanner, loadPlannerData } = require('../../libs/planner/src/index.ts');
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const data = loadPlannerData();
  const loaded = performance.now();
  // The name and spatial indexes are built lazily on first use; a first plan pays for them.
  data.gazetteer.byName('denver');
  data.gazetteer.near({ lat: 39.7, lng: -105 }, 10);
  data.places.byName('stelvio pass');
  data.places.near({ lat: 46.5, lng: 10.4 }, 10);
  const indexed = performance.now();
  gc();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log('One-off data load');
  console.log(`  gazetteer + curated places decoded: ${(loaded - t0).toFixed(0)} ms`);
  console.log(`  name and spatial indexes built:     ${(indexed - loaded).toFixed(0)} ms`);
  console.log(
    `  total:                              ${(indexed - t0).toFixed(0)} ms, heap +${mb(heapAfter - heapBefore)} (heap in use ${mb(heapAfter)})`,
  );
  console.log(`  ${data.gazetteer.size} towns, ${data.places.places.length} curated places`);

  const loads = freshProcessLoads();
  console.log(
    `\nThe towns with every index and the lands joined, in a fresh process (median of ${LOAD_RUNS})`,
  );
  for (const [source, { cpuMs, heapMb }] of Object.entries(loads)) {
    const label = source === 'pack' ? "from the build's packs" : 'from the packages';
    console.log(
      `  ${label.padEnd(24)} ${cpuMs.toFixed(0)} ms of CPU, heap +${heapMb.toFixed(1)} MB`,
    );
  }

  const planner = createTripPlanner();
  let fiveDayMs;
  console.log('\nEngine time per plan (offline adapters, median of 30 after 5 warm-ups)');
  for (const [label, input] of Object.entries(trips)) {
    for (let i = 0; i < 5; i++) await planner.plan(input, TODAY);
    const times = [];
    let days = 0;
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const plan = await planner.plan(input, TODAY);
      times.push(performance.now() - t);
      days = plan.itinerary.days.length;
    }
    times.sort((a, b) => a - b);
    if (label.startsWith('5 days')) fiveDayMs = times[15];
    console.log(
      `  ${label.padEnd(40)} ${times[15].toFixed(2)} ms (p90 ${times[27].toFixed(2)} ms, ${days} days)`,
    );
  }

  const input = trips['5 days (San Francisco → Seattle)'];
  const until = performance.now() + 3000;
  let count = 0;
  const start = performance.now();
  while (performance.now() < until) {
    await planner.plan(input, TODAY);
    count++;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nThroughput on one core: ${(count / seconds).toFixed(0)} five-day itineraries/second`,
  );
  // For bench/run-all.cjs.
  console.log(
    `RESULT ${JSON.stringify({
      bench: 'planner',
      fiveDayMs,
      plansPerS: count / seconds,
      loadFromPackagesCpuMs: loads.packages.cpuMs,
      loadFromPackCpuMs: loads.pack.cpuMs,
    })}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
