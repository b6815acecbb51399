// Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU slowdown) on Roadbook's public pages,
// the planner and a signed-in rider's pages (My Trips, the profile, an itinerary, the editors),
// with the app started on load as a visitor gets it, each category score and LCP / TBT / CLS beside the goal, then the gzipped
// initial JS of `/`. Prints only: the goals are read off the output, never asserted.
//
//   node bench/web/run.cjs               local mode on a throwaway data dir, built app (needs a build)
//   node bench/web/run.cjs <base URL>    a running Roadbook; BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD
//                                        let it make the trip, post and share it needs
//
// Chromium is Debian's (CHROME_PATH, /usr/bin/chromium unless set); nothing is downloaded.
// BENCH_WEB_RUNS=<n> measures each page n times and keeps the median performance run.
// BENCH_WEB_PAGES=<name>,<name> measures only those pages (names as printed: "shared trip").
// BENCH_WEB_SAVE=<dir> writes each page's kept Lighthouse report there as JSON, to read its trace.
const { execFileSync } = require('node:child_process');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { startLocalRoadbook } = require('../lib/local-roadbook.cjs');
const { prepareBenchPages } = require('./fixtures.cjs');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL_SCORE = 90; // docs/performance.md, "Budgets": Lighthouse (mobile) 90+ in every category on every route
const ROOT = resolve(__dirname, '..', '..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
const SAVE_DIR = process.env.BENCH_WEB_SAVE;

async function measure(lighthouse, port, url, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    runs.push(result.lhr);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return runs[Math.floor(runs.length / 2)];
}

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value == null ? '  —' : String(Math.round(value * 100)).padStart(3);
}

function metric(lhr, id, format) {
  const value = lhr.audits[id]?.numericValue;
  return value == null ? '—' : format(value);
}

/** The audits that cost points in the non-performance categories, so a miss says why. */
function failingAudits(lhr) {
  const failing = [];
  for (const category of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  return [...new Set(failing)];
}

function printTable(results) {
  const header =
    `${'page'.padEnd(16)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'best'.padStart(4)} ${'seo'.padStart(4)}` +
    `  ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}  path`;
  console.log(`\nLighthouse 12, mobile defaults, ${RUNS} run(s) per page (median by performance)`);
  console.log(header);
  console.log(
    `${'goal'.padEnd(16)} ${CATEGORIES.map(() => ` ${GOAL_SCORE}`).join('  ')}  ${'≤2.5 s'.padStart(7)} ${'≤200 ms'.padStart(7)} ${'<0.1'.padStart(6)}`,
  );
  for (const { page, lhr, error } of results) {
    if (error) {
      console.log(`${page.name.padEnd(16)} failed: ${error}`);
      continue;
    }
    const below = CATEGORIES.some((c) => (lhr.categories[c]?.score ?? 0) * 100 < GOAL_SCORE);
    console.log(
      `${page.name.padEnd(16)} ${CATEGORIES.map((c) => ` ${score(lhr, c)}`).join('  ')}` +
        `  ${metric(lhr, 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(1)} s`).padStart(7)}` +
        ` ${metric(lhr, 'total-blocking-time', (v) => `${Math.round(v)} ms`).padStart(7)}` +
        ` ${metric(lhr, 'cumulative-layout-shift', (v) => v.toFixed(3)).padStart(6)}` +
        `  ${page.path}${below ? '  ←' : ''}`,
    );
  }
  for (const { page, lhr } of results) {
    const failing = lhr ? failingAudits(lhr) : [];
    if (failing.length > 0) console.log(`  ${page.name}: ${failing.join(', ')}`);
    // A score Lighthouse could not give ("—") comes with its reason.
    if (lhr?.runtimeError)
      console.log(`  ${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr?.runWarnings ?? []) console.log(`  ${page.name}: ${warning}`);
  }
}

function printInitialJs() {
  console.log('\nInitial JS of / (gzip -9, goal < 200 kB)');
  try {
    const out = execFileSync(
      process.execPath,
      [resolve(ROOT, 'web', 'scripts', 'initial-js-size.mjs'), resolve(ROOT, 'web', 'dist')],
      { encoding: 'utf8' },
    );
    process.stdout.write(out);
  } catch (error) {
    // The script exits 1 over budget; its output is still the figure to print.
    process.stdout.write(error.stdout ?? String(error));
  }
}

async function main() {
  const baseUrl = process.argv[2]?.replace(/\/$/, '');
  const roadbook = baseUrl ? undefined : await startLocalRoadbook('bench-web');
  const url = baseUrl ?? roadbook.url;
  const admin = roadbook?.admin ?? {
    email: process.env.BENCH_ADMIN_EMAIL,
    password: process.env.BENCH_ADMIN_PASSWORD,
  };
  let chrome;
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    console.log(`Roadbook at ${url}${roadbook ? ' (local mode, fresh data dir)' : ''}`);
    const pages = (await prepareBenchPages(url, admin)).filter(
      (page) => !ONLY || ONLY.includes(page.name),
    );
    const results = [];
    for (const page of pages) {
      try {
        const lhr = await measure(lighthouse, chrome.port, `${url}${page.path}`, page.cookie);
        results.push({ page, lhr });
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          writeFileSync(
            join(SAVE_DIR, `${page.name.replace(/\W+/g, '-')}.json`),
            JSON.stringify(lhr),
          );
        }
      } catch (error) {
        results.push({ page, error: error.message });
      }
      process.stderr.write(`measured ${page.path}\n`);
    }
    printTable(results);
    printInitialJs();
  } finally {
    chrome?.kill();
    await roadbook?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
