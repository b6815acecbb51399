// Dev tool: the JavaScript a first visit to `/` downloads, gzipped, against the 200 kB budget.
// Counts what the built index.html loads at once (its module script and modulepreloads); every
// screen, the home page's included, is a lazy chunk on top.
// Usage: npx vite build && node scripts/initial-js-size.mjs [distDir]
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const distDir = process.argv[2] ?? 'dist';

const html = await readFile(join(distDir, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.js)"/g)].map(
  (match) => match[1],
);
let total = 0;
for (const script of scripts) {
  const size = gzipSync(await readFile(join(distDir, script)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${script}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  total (budget 200 kB, gzip -9)`);
if (total > BUDGET_BYTES) process.exitCode = 1;
