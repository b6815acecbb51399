// Dev tool: screenshots of a running build at desktop and phone sizes.
// Usage: npx vite build && npx vite preview --port 4173 --strictPort &
//        node scripts/screenshots.mjs [baseUrl] [outDir] [path...]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:4173', outDir = '/tmp/shots', ...argPaths] =
  process.argv.slice(2);
const paths = argPaths.length > 0 ? argPaths : ['/', '/blog', '/plan', '/no-such-page'];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
  ],
});
try {
  for (const viewport of viewports) {
    const page = await browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      isMobile: viewport.name === 'phone',
      hasTouch: viewport.name === 'phone',
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        console.warn(`[${viewport.name}] console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) =>
      console.warn(`[${viewport.name}] page error: ${error.message}`),
    );
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      await page.waitForSelector('h1');
      const slug = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      const file = `${outDir}/${slug}-${viewport.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
