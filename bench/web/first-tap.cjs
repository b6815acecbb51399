// What the first tap on a server-rendered page costs (docs/adr/0010-start-the-app-on-load.md):
// the time from a tap on the header's Sign In to the sign-in dialog on screen, on `/`, made right
// at the load event or after 3 s of reading (the budget in docs/performance.md: within 200 ms on
// Lighthouse's phone profile). The app starts on load by itself; nothing here starts it. Measured
// in Debian's Chromium with Lighthouse's mobile throttling (4x CPU slowdown, 150 ms round trips,
// 1.6 Mbit/s) and without it. Prints only.
//
//   node bench/web/first-tap.cjs               local mode on a throwaway data dir (needs a build)
//   node bench/web/first-tap.cjs <base URL>    a running Roadbook
//
// BENCH_FIRST_TAP_RUNS=<n> taps n times per case (default 5) and prints the median and worst.
const { startLocalRoadbook } = require('../lib/local-roadbook.cjs');

const RUNS = Math.max(1, Number(process.env.BENCH_FIRST_TAP_RUNS ?? 5));

const PROFILES = [
  { name: 'unthrottled', cpu: 1, network: null },
  {
    name: 'mobile (Lighthouse)',
    cpu: 4,
    network: { latency: 150, downloadThroughput: 204_800, uploadThroughput: 84_375 },
  },
];

async function throttle(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
}

/** Milliseconds from the tap on Sign In to the dialog, after the page has loaded. */
async function tapToDialog(browser, url, profile, { readMs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await throttle(page, profile);
    await page.goto(url, { waitUntil: 'load' });
    if (readMs > 0) await page.waitForTimeout(readMs);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    const started = Date.now();
    await signIn.click();
    await page.getByRole('dialog', { name: 'Sign In to Roadbook' }).waitFor({ timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${String(median).padStart(5)} ms, worst ${String(sorted.at(-1)).padStart(5)} ms`;
}

async function main() {
  const baseUrl = process.argv[2]?.replace(/\/$/, '');
  const roadbook = baseUrl ? undefined : await startLocalRoadbook('bench-first-tap');
  const url = `${baseUrl ?? roadbook.url}/`;
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    console.log(`Tap on Sign In → dialog on ${url}, ${RUNS} run(s) per case`);
    for (const profile of PROFILES) {
      for (const [label, tap] of [
        ['first tap at load', { readMs: 0 }],
        ['first tap after 3 s', { readMs: 3000 }],
      ]) {
        const times = [];
        for (let i = 0; i < RUNS; i += 1) {
          times.push(await tapToDialog(browser, url, profile, tap));
        }
        console.log(`  ${profile.name.padEnd(20)} ${label.padEnd(20)} ${summary(times)}`);
      }
    }
  } finally {
    await browser.close();
    await roadbook?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
