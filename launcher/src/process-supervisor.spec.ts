import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_MESSAGE } from '@roadbook/platform';
import { APP_NODE_OPTIONS } from './distributed/app-processes';
import { ProcessSupervisor, type LogSink } from './process-supervisor';

/**
 * A child that says it is ready and then idles; with IGNORE_SIGTERM it will not stop politely,
 * with RERAISE_SIGTERM it ends as a Nest app with shutdown hooks does: by the signal, raised
 * again; with REPORT_EXEC_ARGV it first sends the Node options it runs with.
 */
const CHILD_SOURCE = `
process.on('SIGTERM', () => {
  if (process.env.IGNORE_SIGTERM) return;
  if (!process.env.RERAISE_SIGTERM) process.exit(0);
  process.removeAllListeners('SIGTERM');
  process.kill(process.pid, 'SIGTERM');
});
setInterval(() => undefined, 1000);
if (process.env.REPORT_EXEC_ARGV) process.send({ execArgv: process.execArgv });
process.send(${JSON.stringify(READY_MESSAGE)});
`;

describe('ProcessSupervisor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'roadbook-supervisor-'));
  const entryPoint = join(dir, 'child.js');
  writeFileSync(entryPoint, CHILD_SOURCE);
  const apps = {
    steady: { entryPoint },
    resilient: { entryPoint, restartWhenItDies: true },
  };
  let lines: string[];
  const log: LogSink = (instance, line) => lines.push(`[${instance}] ${line}`);
  let supervisor: ProcessSupervisor<keyof typeof apps>;

  beforeEach(() => {
    lines = [];
    supervisor = new ProcessSupervisor(apps, { ...process.env }, log);
  });

  afterEach(async () => {
    await supervisor.stopAll(['resilient', 'steady']);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts an app marked so again when it dies unasked, and says how it died', async () => {
    expect(await supervisor.startAndWaitUntilReady('resilient')).toBe(true);
    const first = supervisor.pid('resilient')!;

    const readyAgain = once(supervisor, 'ready');
    process.kill(first, 'SIGKILL');
    const [instance, second] = (await readyAgain) as [string, number];

    expect(instance).toBe('resilient');
    expect(second).not.toBe(first);
    expect(supervisor.pid('resilient')).toBe(second);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[resilient\] exited unexpectedly \(SIGKILL\); starting it again/),
    );
  });

  it('leaves an app that dies unasked down unless it is marked to restart', async () => {
    expect(await supervisor.startAndWaitUntilReady('steady')).toBe(true);
    const exited = once(supervisor, 'exit');
    process.kill(supervisor.pid('steady')!, 'SIGKILL');
    await exited;

    expect(supervisor.isRunning('steady')).toBe(false);
    expect(lines).toEqual(['[steady] exited (SIGKILL)']);
  });

  it('does not restart an instance it was asked to stop', async () => {
    expect(await supervisor.startAndWaitUntilReady('resilient')).toBe(true);
    await supervisor.stop('resilient');

    expect(supervisor.isRunning('resilient')).toBe(false);
    expect(lines).toEqual(['[resilient] stopped']);
  });

  it('says an app that ended by the SIGTERM it was sent stopped, as one that exited', async () => {
    const nestLike = new ProcessSupervisor(apps, { ...process.env, RERAISE_SIGTERM: '1' }, log);
    expect(await nestLike.startAndWaitUntilReady('steady')).toBe(true);
    const exited = once(nestLike, 'exit');
    await nestLike.stop('steady');

    const [, , signal] = (await exited) as [string, number | null, NodeJS.Signals | null];
    expect(signal).toBe('SIGTERM');
    expect(lines).toEqual(['[steady] stopped']);
  });

  // The distributed apps' own options: an option this Node did not know would stop every app.
  it("runs an app with its own Node options and none of the supervisor's", async () => {
    const tuned = new ProcessSupervisor(
      { tuned: { entryPoint, execArgv: APP_NODE_OPTIONS } },
      { ...process.env, REPORT_EXEC_ARGV: '1' },
      log,
    );
    const reported = once(tuned, 'message');
    try {
      expect(await tuned.startAndWaitUntilReady('tuned')).toBe(true);
      const [, message] = (await reported) as [string, unknown];
      expect(message).toEqual({ execArgv: APP_NODE_OPTIONS });
    } finally {
      await tuned.stopAll(['tuned']);
    }
  });

  it('kills an instance that is still running when the stop timeout is over', async () => {
    const impatient = new ProcessSupervisor(
      apps,
      { ...process.env, IGNORE_SIGTERM: '1' },
      log,
      100,
    );
    expect(await impatient.startAndWaitUntilReady('resilient')).toBe(true);
    const exited = once(impatient, 'exit');
    await impatient.stop('resilient');

    const [, code, signal] = (await exited) as [string, number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(impatient.isRunning('resilient')).toBe(false);
    expect(lines).toContainEqual('[resilient] still running 100 ms after SIGTERM: killing it');
    expect(lines).toContainEqual('[resilient] stopped (SIGKILL)');
  });
});
