// What the first tap on a server-rendered page costs (docs/adr/0010-start-the-app-on-load.md):
// the time from a tap on the header's Sign In to the sign-in dialog on screen, on `/`, made right
// at the load event or after 3 s of reading (the budget in docs/performance.md: within 200 ms on
// Lighthouse's phone profile), and 3 s after the app has started (the dialog's own cost, apart
// from how long the app takes to start on the machine). The app starts on load by itself; nothing
// here starts it. Each figure is the driver's (click to dialog found) and the page's own clock
// (pointerdown to the first frame painted with the dialog). Measured
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

/**
 * In the page: from the tap's pointerdown to the first frame painted with the dialog in it, by
 * the page's own clock (no round trips to the browser's driver in it).
 */
function timeTapInPage() {
  // Run in the page (serialised by the driver): the browser's globals, by name.
  const { document, performance, requestAnimationFrame, MutationObserver } = globalThis;
  globalThis.__tapToDialogMs = new Promise((resolve) => {
    document.addEventListener(
      'pointerdown',
      () => {
        const tapped = performance.now();
        const painted = () => requestAnimationFrame(() => resolve(performance.now() - tapped));
        if (document.querySelector('[role="dialog"]')) return painted();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { once: true, capture: true },
    );
  });
}

/**
 * Milliseconds from the tap on Sign In to the dialog, after the page has loaded (and, with
 * `afterStart`, once the app has started), as the driver sees it and as the page does.
 */
async function tapToDialog(browser, url, profile, { readMs, afterStart = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await throttle(page, profile);
    await page.goto(url, { waitUntil: 'load' });
    if (afterStart) await page.locator('#root[data-app-started]').waitFor({ state: 'attached' });
    if (readMs > 0) await page.waitForTimeout(readMs);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    await page.evaluate(timeTapInPage);
    const started = Date.now();
    await signIn.click();
    await page.getByRole('dialog', { name: 'Sign In to Roadbook' }).waitFor({ timeout: 60_000 });
    const driverMs = Date.now() - started;
    return { driverMs, pageMs: Math.round(await page.evaluate(() => globalThis.__tapToDialogMs)) };
  } finally {
    await context.close();
  }
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${String(median).padStart(5)} ms, worst ${String(sorted.at(-1)).padStart(5)} ms`;
}

/** The driver's figure, then the page's own (pointerdown to the dialog painted). */
function summaries(taps) {
  const driver = summary(taps.map((tap) => tap.driverMs));
  return `${driver} · in the page ${summary(taps.map((tap) => tap.pageMs))}`;
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
        // Apart from how long the app takes to start on this machine: the dialog's own cost.
        ['3 s after the start', { readMs: 3000, afterStart: true }],
      ]) {
        const taps = [];
        for (let i = 0; i < RUNS; i += 1) {
          taps.push(await tapToDialog(browser, url, profile, tap));
        }
        console.log(`  ${profile.name.padEnd(20)} ${label.padEnd(20)} ${summaries(taps)}`);
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
