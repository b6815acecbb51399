// `npm run bench`: the planner, quality, pipeline (both), gateway, local-mode and web benchmarks one
// after another, then every figure beside its goal. Figures are read off, never asserted; on a busy machine they are noisy
// (each benchmark's baseline is measured in the same run for that reason).
// Run after a build. Arguments go to no benchmark; run one alone to change its settings.
const { spawn } = require('node:child_process');
const { cpus } = require('node:os');
const { join } = require('node:path');

const BENCHES = [
  ['planner', ['--expose-gc', join(__dirname, 'planner', 'run.cjs')]],
  // Itinerary quality: figures against published distances and real places, not timings.
  ['quality', [join(__dirname, 'quality', 'run.cjs')]],
  ['pipeline', [join(__dirname, 'pipeline', 'run.cjs')]],
  // The same burst after a short lull and after half a minute idle (docs/performance.md).
  ['pipeline lulls', [join(__dirname, 'pipeline', 'lulls.cjs')]],
  ['gateway', [join(__dirname, 'gateway', 'run.cjs')]],
  // Local mode's memory and idle CPU once its first start has done its work.
  ['local', [join(__dirname, 'local', 'footprint.cjs')]],
  // Prints its own table (Lighthouse scores per page and the initial JavaScript of /).
  ['web', [join(__dirname, 'web', 'run.cjs')]],
];

function run(name, args) {
  return new Promise((resolve, reject) => {
    console.log(`\n=== ${name} ===`);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const results = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.startsWith('RESULT ')) results.push(JSON.parse(line.slice(7)));
        else console.log(line);
      }
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(results) : reject(new Error(`${name} benchmark exited with ${code}`)),
    );
  });
}

const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
/** "trips 3.1 ms · workers 2.9 ms · gateway 2.0 ms": the three costliest apps. */
const topApps = (perApp, scale = 1, unit = 'ms') =>
  Object.entries(perApp)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([app, value]) => `${app} ${(value * scale).toFixed(unit === 'ms' ? 1 : 0)} ${unit}`)
    .join(' · ');
const pct = (value) => `${(value * 100).toFixed(0)} %`;
const pct1 = (value) => `${(value * 100).toFixed(1)} %`;

async function main() {
  const results = [];
  for (const [name, args] of BENCHES) results.push(...(await run(name, args)));
  const find = (bench, where = () => true) => results.find((r) => r.bench === bench && where(r));
  const planner = find('planner');
  const distance = find('quality-distance');
  const names = find('quality-names');
  const pacing = find('quality-pacing');
  const corridors = find('quality-corridors');
  const trust = find('quality-trust');
  const groupDark = find('quality-group-dark');
  const loops = find('quality-loops');
  const burst = find('pipeline-burst');
  const coldBurst = find('pipeline-burst-cold');
  const warmUp = find('pipeline-warm-up');
  const featured = find('gateway', (r) => r.path === '/api/featured-trips');
  const trip = find('gateway', (r) => r.path.startsWith('/api/trips/') && r.caller === 'anyone');
  const ownTrip = find(
    'gateway',
    (r) => r.path.startsWith('/api/trips/') && r.caller === 'signed in',
  );
  const local = find('local-footprint');
  const rows = [
    [
      'engine alone, 5-day plan',
      planner && `${ms(planner.fiveDayMs)} (${planner.plansPerS.toFixed(0)} plans/s on one core)`,
      'keep (2.3 ms, 451 plans/s)',
    ],
    [
      'road distance vs published (car, fastest)',
      distance &&
        `median ${pct1(distance.medianError)}, worst ${pct1(distance.worstError)} (${distance.pairsOverWorstGoal} of ${distance.pairs} pairs over 20 %)`,
      'median ≤ 8 %, every pair ≤ 20 %',
    ],
    ['place names found within 25 km', names && `${names.resolved}/${names.names}`, 'all'],
    [
      'days over budget without a stated reason',
      pacing && `${pacing.unexplainedLongDays} of ${pacing.longDays} long days`,
      'none',
    ],
    [
      'motorcycle fuel gaps without a warning',
      pacing && `${pacing.unwarnedFuelGaps} of ${pacing.longFuelStretches} long stretches`,
      'none',
    ],
    [
      'fastest routes on major-road corridors',
      corridors &&
        `${corridors.checksPassed}/${corridors.checks} named checks, ${pct1(corridors.lineNearTowns)} of the line near a 5000+ town, ${pct1(corridors.lunchTownsLarge)} of lunches in one`,
      'all checks; ≥ 50 %; ≥ 75 %',
    ],
    [
      'road distance, North America and Europe',
      distance &&
        `median ${pct1(distance.medianErrorNaEu)}, worst ${pct1(distance.worstErrorNaEu)} (${distance.pairsNaEu} pairs)`,
      'median ≤ 5 %, every pair ≤ 15 %',
    ],
    [
      'rider trust: roads off their line, closed roads ridden, sea refused, token rides',
      trust &&
        `${trust.riddenRoadsOffLine}/${trust.riddenRoads}, ${trust.closedRoadsRidden} (${trust.closuresSaid}/${trust.closuresToSay} said), ${trust.noRoadRefused}/${trust.noRoadTrips}, ${trust.tokenRideDays} of ${trust.spareDays} days`,
      'none; none, all said; all; none',
    ],
    [
      "group and daylight: stretches unwarned, gaps naming the group's smallest tank, after dark said",
      groupDark &&
        `${groupDark.groupUnwarnedStretches} of ${groupDark.groupLongStretches}, ${groupDark.groupGapsNamingRider}/${groupDark.groupGaps}, ${groupDark.winterDaysAfterDarkSaid}/${groupDark.winterDaysAfterDark}`,
      'none; all; all',
    ],
    [
      'loops: moving time against the hours asked, off their line, second asks differing',
      loops &&
        `median ${pct1(loops.loopMedianError)}, ${loops.loopsWithinTolerance}/${loops.loopsPlanned} within 20 % (${loops.loopsOffSaid} others said); ${loops.loopRoadsOffLine} of ${loops.loopRoads}; ${loops.loopSecondAskDiffers}/${loops.loopAsks}`,
      'within 20 % or said; none; most',
    ],
    [
      `pipeline, ${burst?.expected ?? 50} plans at once (the apps warmed, the median of ${burst?.bursts ?? 1} bursts), POST → ready`,
      burst &&
        `p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)}, ${burst.plansPerS.toFixed(0)} plans/s, ${burst.completed}/${burst.expected} ready`,
      'p50 ≤ 300 ms, ≥ 150 plans/s, all ready',
    ],
    [
      '  CPU per plan in that burst, every app',
      burst?.cpuPerPlan &&
        `${ms(burst.cpuPerPlan.total)} (${topApps(burst.cpuPerPlan.perApp)}): at most ${burst.cpuPerPlan.ceilingPerS.toFixed(0)} plans/s on ${cpus().length} cores`,
      '≤ 10 ms',
    ],
    ...results
      .filter((r) => r.bench === 'pipeline-lulls')
      .map((r) => [
        `  the same burst after ${r.lullS} s idle (the median of ${r.bursts})`,
        `p50 ${ms(r.p50)}, ${r.plansPerS.toFixed(0)} plans/s, ${ms(r.cpuPerPlanMs)} of CPU a plan`,
        'p50 ≤ 300 ms, ≥ 150 plans/s, ≤ 10 ms',
      ]),
    [
      '  the same burst as the apps have just started',
      coldBurst &&
        `p50 ${ms(coldBurst.p50)}, ${coldBurst.plansPerS.toFixed(0)} plans/s, ${ms(coldBurst.cpuPerPlan.total)} of CPU a plan`,
      'a start-up cost, no goal',
    ],
    [
      '  warming the apps up',
      warmUp &&
        `${warmUp.expected} plans, ${warmUp.plansPerS.toFixed(0)} plans/s, ${ms(warmUp.cpuPerPlan.total)} of CPU a plan`,
      'a start-up cost, no goal',
    ],
    ...results
      .filter((r) => r.bench === 'pipeline-scaling')
      .map((r) => [
        `pipeline, ${r.expected} plans, ${r.workers} worker process${r.workers > 1 ? 'es' : ''}${r.trips > 1 ? `, ${r.trips} trips replicas` : ''}`,
        `${r.plansPerS.toFixed(0)} plans/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, lost ${r.lost}, done twice ${r.duplicated}`,
        'throughput does not fall; none lost or done twice',
      ]),
    ['GET /api/featured-trips vs bare Fastify', featured && pct(featured.ratio), '≥ 60 %'],
    ...[
      ['a featured trip, by a visitor', trip],
      ['signed in (a call to the trips service)', ownTrip],
    ].flatMap(([who, read]) => [
      [`GET /api/trips/:id, ${who}, vs bare Fastify`, read && pct(read.ratio), '≥ 35 %'],
      ['  vs bare Fastify + the same row', read && pct(read.ratioToQuery), '≥ 50 %'],
      [
        '  CPU per trip read, every app',
        read?.cpu &&
          `${(read.cpu.total * 1000).toFixed(0)} µs (${topApps(read.cpu.perApp, 1000, 'µs')})`,
        'where the read ratio goes',
      ],
    ]),
    [
      'local mode idle after its first start: RSS, CPU a minute',
      local &&
        `${local.rssMb.toFixed(0)} MB, ${local.idleCpuSecondsPerMinute.toFixed(2)} CPU-s (bare Node: ${local.baselineRssMb.toFixed(0)} MB, ${local.baselineIdleCpuSecondsPerMinute.toFixed(2)} CPU-s)`,
      '< 400 MB, < 0.2 CPU-s',
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => (value ?? 'not measured').length));
  console.log(`\n=== Summary (noisy on a busy machine; see docs/performance.md) ===`);
  for (const [label, value, goal] of rows) {
    console.log(
      `  ${label.padEnd(width)}  ${(value ?? 'not measured').padEnd(valueWidth)}  goal: ${goal}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
