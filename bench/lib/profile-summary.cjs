// Summarises V8 CPU profiles (.cpuprofile): self time by package or file, and the top functions.
// node bench/lib/profile-summary.cjs <file.cpuprofile>... [--top=25] [--after=S]
// --after=S leaves out the first S seconds of each profile (a process's start-up, say).
const { readFileSync } = require('node:fs');

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const top = option('top', 25);
const afterUs = option('after', 0) * 1e6;

/** node_modules/<package>, a workspace's dist folder, node's own code, or the profiler's names. */
function origin(url) {
  if (!url) return '(native / idle / gc)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node internals';
  const workspace = /\/(libs|services|gateway|launcher)\/([^/]*)/.exec(url);
  if (workspace) return workspace[1] === 'gateway' ? 'gateway' : `${workspace[1]}/${workspace[2]}`;
  return url;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let elapsedUs = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    elapsedUs += profile.timeDeltas[i] ?? 0;
    if (elapsedUs < afterUs) continue;
    const id = profile.samples[i];
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const byOrigin = new Map();
  const byFunction = new Map();
  let busy = 0;
  let total = 0;
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    total += ms;
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    busy += ms;
    const where = origin(callFrame.url);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + ms);
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, ms]) =>
          `  ${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${name}`,
      )
      .join('\n');
  console.log(
    `\n${file}: ${(total / 1000).toFixed(1)} s profiled, ${(busy / 1000).toFixed(1)} s busy`,
  );
  console.log(`by origin:\n${rows(byOrigin)}`);
  console.log(`by function:\n${rows(byFunction)}`);
}
