// CPU time (user + system) each app of a distributed bench deployment has used, read from
// /proc for the apps this benchmark process started (Linux only). Unlike wall-clock latency, it
// says what a plan or a request costs whatever else the machine is doing, and so what the
// machine's cores can serve at most.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { cpus } = require('node:os');
const { execFileSync } = require('node:child_process');

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const APP_ENTRY = /\/(gateway|services\/(\w+))\/dist\/main\.js$/;

/** The app a process runs ('gateway', 'trips', …), from its command line; null for others. */
function appOf(pid) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    for (const arg of args) {
      const match = APP_ENTRY.exec(arg);
      if (match) return match[2] ?? match[1];
    }
  } catch {
    // The process has ended.
  }
  return null;
}

/**
 * A process's name and its CPU so far in milliseconds: its own (`ms`) and its ended children's,
 * which it reaped (`childrenMs`), and the minor page faults it has taken (`minorFaults`); null
 * once it has ended.
 */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (first, second) =>
      ((Number(fields[first]) + Number(fields[second])) * 1000) / TICKS_PER_SECOND;
    return { name, ms: ms(11, 12), childrenMs: ms(13, 14), minorFaults: Number(fields[7]) };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU a process has used so far, or 0 once it has ended. */
function cpuMsOf(pid) {
  return processCpu(pid)?.ms ?? 0;
}

/**
 * The NATS servers running on this machine: the apps' calls to each other go through them, so
 * their CPU is part of what a plan or a request costs (read on a machine doing nothing else).
 */
function natsServerPids() {
  return readdirSync('/proc').filter(
    (entry) => /^\d+$/.test(entry) && processCpu(entry)?.name === 'nats-server',
  );
}

/**
 * CPU milliseconds by app, summed over its processes (several workers count as one app), and
 * the NATS server's as `nats`.
 */
function appCpuMs() {
  const byApp = {};
  for (const { app, pid } of appProcesses()) byApp[app] = (byApp[app] ?? 0) + cpuMsOf(pid);
  for (const pid of natsServerPids()) byApp.nats = (byApp.nats ?? 0) + cpuMsOf(pid);
  return byApp;
}

/** The app processes this benchmark process started, each with its app's name. */
function appProcesses() {
  const file = `/proc/${process.pid}/task/${process.pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((pid) => ({ app: appOf(pid), pid }))
    .filter(({ app }) => app !== null);
}

/**
 * CPU milliseconds per unit of work (a plan, a request) by app between two readings, with their
 * total and the most units a second this machine's cores could serve at that cost.
 */
function cpuPerUnit(before, after, units) {
  const perApp = {};
  let total = 0;
  for (const [app, ms] of Object.entries(after)) {
    const used = (ms - (before[app] ?? 0)) / units;
    perApp[app] = used;
    total += used;
  }
  return { perApp, total, ceilingPerS: total > 0 ? (cpus().length * 1000) / total : Infinity };
}

/** "9.8 ms of CPU (trips 3.4 · gateway 2.1 · …); 2 cores serve at most 204/s", in ms or µs. */
function formatCpu({ perApp, total, ceilingPerS }, unit = 'ms') {
  const scale = unit === 'µs' ? 1000 : 1;
  const apps = Object.entries(perApp)
    .filter(([, ms]) => ms > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([app, ms]) => `${app} ${(ms * scale).toFixed(unit === 'µs' ? 0 : 1)}`)
    .join(' · ');
  const cores = cpus().length;
  return `${(total * scale).toFixed(unit === 'µs' ? 0 : 1)} ${unit} of CPU (${apps}); ${cores} cores serve at most ${ceilingPerS.toFixed(0)}/s`;
}

/**
 * Resolves once the apps have been quiet (under a tenth of a core between two readings a quarter
 * of a second apart), or after `limitMs`: a run that follows another must not measure the
 * requests the first left in flight (a slow page's backlog is seconds of work).
 */
async function untilAppsQuiet(limitMs = 30_000) {
  const total = (byApp) => Object.values(byApp).reduce((sum, ms) => sum + ms, 0);
  const deadline = Date.now() + limitMs;
  let last = total(appCpuMs());
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = total(appCpuMs());
    if (now - last < 25) return;
    last = now;
  }
}

module.exports = { appCpuMs, appProcesses, cpuPerUnit, formatCpu, processCpu, untilAppsQuiet };
