// Runs a set of commands side by side, at most `concurrency` at a time, each after the tasks it
// needs. A task's output goes to its own log file and is printed whole when it ends, so the
// output of tasks that ran at the same time never interleaves. Each task's CPU time (its
// processes', as bash's `times` counts the children it waited for) is reported beside its wall
// time: on a machine of few cores, the CPU a check costs is what the others wait for.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { env, root } from './workspace.mjs';

/**
 * @typedef {object} Task
 * @property {string} name        what the summary calls it
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [needs]   tasks that must have passed first
 * @property {string[]} [after]   tasks that must have ended first, passed or not
 * @property {boolean} [beside]   runs beside the slots rather than in one: for a check that
 *   mostly waits (on its databases, say), whose CPU is a fraction of a core
 * @property {Record<string, string>} [env]
 */

/**
 * @typedef {object} TaskResult
 * @property {string} name
 * @property {'passed' | 'failed' | 'skipped'} status
 * @property {number} seconds     wall-clock time, 0 when skipped
 * @property {number} cpuSeconds  CPU time of its processes (user and system), 0 when skipped
 * @property {string} [skippedBecause]
 */

/** A task's name as a file name: "e2e (shared)" is e2e-shared. */
const fileNameOf = (name) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

// Runs the command, then writes what `times` counts for it (a line of the shell's own user and
// system time, then one of its children's) to the file named first.
const WITH_CPU_TIME = 'exec 3>"$1"; shift; "$@"; code=$?; times >&3; exit $code';

/** Seconds in `times`' "1m2.345s": 62.345. */
const secondsOf = (text) => {
  const parts = /(\d+)m([\d.]+)s/.exec(text);
  return parts ? Number(parts[1]) * 60 + Number(parts[2]) : 0;
};

/** The children's user and system seconds `times` wrote to `file`, 0 if it wrote nothing. */
function cpuSecondsIn(file) {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return Math.round(children.split(' ').reduce((sum, part) => sum + secondsOf(part), 0));
  } catch {
    return 0;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Runs one task, its output into `logFile`; resolves with its exit code and CPU seconds. */
function runOne(task, logFile) {
  const cpuFile = `${logFile}.cpu`;
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(
      'bash',
      ['-c', WITH_CPU_TIME, 'bash', cpuFile, task.command, ...task.args],
      {
        cwd: root,
        env: { ...env, FORCE_COLOR: '0', ...task.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`${error.message}\n`));
    child.on('close', (code) =>
      log.end(() => resolve({ code: code ?? 1, cpuSeconds: cpuSecondsIn(cpuFile) })),
    );
  });
}

/**
 * Runs `tasks` in their order as slots free up, a task waiting only on running ones keeping its
 * slot, and a task `beside` the slots as soon as its needs have passed and what it comes after has
 * ended. A task whose needs failed is skipped. Resolves with each task's result, in the order given.
 * @param {Task[]} tasks
 * @param {{ concurrency: number, logDir: string, print?: (text: string) => void }} options
 * @returns {Promise<TaskResult[]>}
 */
export async function runTasks(tasks, { concurrency, logDir, print = console.log }) {
  /** @type {Map<string, TaskResult>} */
  const results = new Map();
  const waiting = [...tasks];
  /** The names of the tasks running now. */
  const running = new Set();
  const besideSlots = new Set(tasks.filter((task) => task.beside).map((task) => task.name));
  const inSlots = () => [...running].filter((name) => !besideSlots.has(name)).length;

  const waitsFor = (task) => [...(task.needs ?? []), ...(task.after ?? [])];
  const ready = (task) => waitsFor(task).every((name) => results.has(name));
  // Waits only on tasks already running: it will start next, so it keeps its place in the order.
  const startsNext = (task) =>
    waitsFor(task).every((name) => results.has(name) || running.has(name));
  const blockedBy = (task) =>
    (task.needs ?? []).find((need) => results.get(need)?.status !== 'passed');

  const known = new Set(tasks.map((task) => task.name));
  for (const task of tasks) {
    const unknown = waitsFor(task).find((name) => !known.has(name));
    if (unknown) throw new Error(`${task.name} needs ${unknown}, which is no task`);
  }

  const skip = (task, failedNeed) => {
    results.set(task.name, {
      name: task.name,
      status: 'skipped',
      seconds: 0,
      cpuSeconds: 0,
      skippedBecause: failedNeed,
    });
    print(`\n=== ${task.name}: skipped, as ${failedNeed} did not pass ===`);
  };

  const start = (task, whenEnded) => {
    const started = Date.now();
    const logFile = join(logDir, `${fileNameOf(task.name)}.log`);
    print(`--- ${task.name}: started`);
    running.add(task.name);
    void runOne(task, logFile).then(({ code, cpuSeconds }) => {
      running.delete(task.name);
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? 'passed' : 'failed';
      results.set(task.name, { name: task.name, status, seconds, cpuSeconds });
      print(`\n=== ${task.name}: ${status} in ${seconds} s (${cpuSeconds} s of CPU) ===`);
      print(readFileSync(logFile, 'utf8').trimEnd());
      whenEnded();
    });
  };

  await new Promise((allDone) => {
    const startWhatCan = () => {
      // A skipped task can make others ready at once: look again until nothing changes.
      for (let changed = true; changed;) {
        changed = false;
        // A slot held for a task about to start (end-to-end waiting on the build) is not given
        // to a later one, which would otherwise hold it for minutes.
        let claimed = inSlots();
        for (const task of [...waiting]) {
          if (claimed >= concurrency && !task.beside) continue;
          if (!ready(task)) {
            if (startsNext(task) && !task.beside) claimed += 1;
            continue;
          }
          waiting.splice(waiting.indexOf(task), 1);
          changed = true;
          const failedNeed = blockedBy(task);
          if (failedNeed) {
            skip(task, failedNeed);
          } else {
            start(task, startWhatCan);
            if (!task.beside) claimed += 1;
          }
        }
      }
      if (running.size === 0 && waiting.length === 0) allDone(undefined);
    };
    startWhatCan();
  });
  return tasks.map((task) => results.get(task.name));
}
