// `node bench/local/footprint.cjs [idle seconds] [later windows]`: what local mode holds and
// burns with nobody using it. Starts it as `npm start` does after a build, on a fresh data
// folder, waits until its first start has finished its own work (the seeded posts given their
// covers, and no job waiting, running or delayed in any queue, as its metrics port reports them),
// then reads the memory (RSS) of the launcher and its worker process and the CPU they use over
// the idle window. The baseline, measured the same way in the same run, is a bare Node process
// doing nothing: the floor any process of ours starts from.
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { processCpu } = require('../lib/app-cpu.cjs');
const { startLocalRoadbook } = require('../lib/local-roadbook.cjs');

const { freePort } = require(join(__dirname, '..', '..', 'launcher', 'dist', 'free-port.js'));

const IDLE_SECONDS = Number(process.argv[2] ?? 60);
/**
 * More windows of the same length measured after the first: the first holds whatever the
 * processes still do once their work is done (a heap shrinking after the first start's work),
 * the later ones show what idling costs once that has settled. The goal is read on the first.
 */
const LATER_WINDOWS = Number(process.argv[3] ?? 0);
/** The last log line of a first start's own work (launcher/src/seed/seed-post-covers.ts). */
const FIRST_START_DONE = /Seeded \d+ blog post covers|seeded blog posts got no covers/;
const FIRST_START_LIMIT_MS = 10 * 60 * 1000;
/** Jobs in these states are work still to do (roadbook_queue_jobs, libs/platform's metrics). */
const PENDING_JOB = /^roadbook_queue_jobs\{[^}]*state="(waiting|active|delayed)"[^}]*\} (\d+)/;
const GOALS = { rssMb: 400, idleCpuSecondsPerMinute: 0.2 };

/** A process and every process below it, by /proc's children lists. */
function processTree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // The process has ended.
  }
  return [pid, ...children.flatMap(processTree)];
}

function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Each process of the tree: its name, RSS now and CPU so far (ms). */
function snapshot(rootPid) {
  return processTree(rootPid).map((pid) => {
    const cpu = processCpu(pid);
    return { pid, name: cpu?.name ?? '?', rssMb: rssMb(pid), cpuMs: cpu?.ms ?? 0 };
  });
}

/** RSS now and CPU seconds a minute over the idle window, for the tree under `rootPid`. */
async function idleFigures(rootPid) {
  const before = new Map(snapshot(rootPid).map((p) => [p.pid, p.cpuMs]));
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const after = snapshot(rootPid);
  const perMinute = (ms) => ms / 1000 / (IDLE_SECONDS / 60);
  return after.map((p) => ({
    ...p,
    cpuSecondsPerMinute: perMinute(p.cpuMs - (before.get(p.pid) ?? 0)),
  }));
}

/** Jobs waiting, running or delayed in every queue, from a scrape of the metrics port. */
async function pendingJobs(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .map((line) => PENDING_JOB.exec(line))
    .reduce((sum, match) => sum + (match ? Number(match[2]) : 0), 0);
}

/** Resolves once the seeded posts have their covers and no queue has work left. */
function untilFirstStartDone(output, metricsUrl) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = async () => {
      const covered = output.some((line) => FIRST_START_DONE.test(line));
      if (covered && (await pendingJobs(metricsUrl)) === 0) return resolve();
      if (Date.now() - started > FIRST_START_LIMIT_MS) {
        return reject(new Error('the first start still had work after 10 minutes'));
      }
      setTimeout(() => check().catch(reject), 1000);
    };
    check().catch(reject);
  });
}

function printRows(label, processes) {
  const total = processes.reduce(
    (sum, p) => ({
      rssMb: sum.rssMb + p.rssMb,
      cpu: sum.cpu + p.cpuSecondsPerMinute,
    }),
    { rssMb: 0, cpu: 0 },
  );
  console.log(`\n${label}`);
  for (const p of processes) {
    console.log(
      `  ${`${p.name} (${p.pid})`.padEnd(28)} ${p.rssMb.toFixed(0).padStart(5)} MB RSS  ${p.cpuSecondsPerMinute.toFixed(2).padStart(6)} CPU-s/min`,
    );
  }
  console.log(
    `  ${'all'.padEnd(28)} ${total.rssMb.toFixed(0).padStart(5)} MB RSS  ${total.cpu.toFixed(2).padStart(6)} CPU-s/min`,
  );
  return total;
}

async function main() {
  const bare = spawn(process.execPath, [
    '-e',
    'console.log("up"); setInterval(() => undefined, 1 << 30)',
  ]);
  await once(bare.stdout, 'data');
  const baseline = await idleFigures(bare.pid);
  bare.kill();
  await once(bare, 'exit');

  const startedAt = Date.now();
  const metricsPort = await freePort();
  const local = await startLocalRoadbook('footprint', {
    LOG_LEVEL: 'log',
    METRICS_PORT: String(metricsPort),
  });
  try {
    const urlSeconds = (Date.now() - startedAt) / 1000;
    await untilFirstStartDone(local.output, `http://127.0.0.1:${metricsPort}/metrics`);
    const firstStartSeconds = (Date.now() - startedAt) / 1000;
    const processes = await idleFigures(local.pid);

    console.log(
      `Local mode on a fresh data folder: its URL after ${urlSeconds.toFixed(1)} s, its first start's work done after ${firstStartSeconds.toFixed(1)} s; then ${IDLE_SECONDS} s idle.`,
    );
    const base = printRows('baseline: a bare Node process, idle', baseline);
    const total = printRows('local mode, idle after its first start', processes);
    const later = [];
    for (let window = 1; window <= LATER_WINDOWS; window += 1) {
      const label = `local mode, the next ${IDLE_SECONDS} s idle (${window * IDLE_SECONDS} s later)`;
      later.push(printRows(label, await idleFigures(local.pid)));
    }
    console.log(
      `\nGoals: under ${GOALS.rssMb} MB in all, under ${GOALS.idleCpuSecondsPerMinute} CPU-s a minute idle.`,
    );
    console.log(
      `RESULT ${JSON.stringify({
        bench: 'local-footprint',
        rssMb: total.rssMb,
        idleCpuSecondsPerMinute: total.cpu,
        laterIdleCpuSecondsPerMinute: later.map((window) => window.cpu),
        baselineRssMb: base.rssMb,
        baselineIdleCpuSecondsPerMinute: base.cpu,
      })}`,
    );
  } finally {
    await local.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
