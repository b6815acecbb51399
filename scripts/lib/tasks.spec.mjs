import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runTasks } from './tasks.mjs';

const logDir = mkdtempSync(join(tmpdir(), 'roadbook-tasks-'));
after(() => rmSync(logDir, { recursive: true, force: true }));

/** A task that runs `code` in Node. */
const node = (name, code = '', options = {}) => ({
  name,
  command: process.execPath,
  args: ['-e', code],
  ...options,
});

/** Runs the tasks; resolves with their results and the lines the scheduler printed, in order. */
async function run(tasks, concurrency) {
  const printed = [];
  const results = await runTasks(tasks, {
    concurrency,
    logDir,
    print: (text) => printed.push(...text.split('\n').filter((line) => /^(---|===)/.test(line))),
  });
  return { results, printed };
}

/** The most tasks the printed lines show running at once. */
function mostAtOnce(printed) {
  let running = 0;
  let most = 0;
  for (const line of printed) {
    if (line.endsWith(': started')) most = Math.max(most, ++running);
    else if (/: (passed|failed) in /.test(line)) running -= 1;
  }
  return most;
}

describe('runTasks', () => {
  test('runs every task, at most `concurrency` at a time, and reports them in the order given', async () => {
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => node(name));
    const { results, printed } = await run(tasks, 2);

    assert.deepEqual(
      results.map(({ name, status }) => [name, status]),
      tasks.map(({ name }) => [name, 'passed']),
    );
    assert.equal(mostAtOnce(printed), 2);
  });

  test('writes each task its own log, with what the command printed', async () => {
    await run([node('says hello', 'console.log("hello from the task")')], 1);

    assert.match(readFileSync(join(logDir, 'says-hello.log'), 'utf8'), /hello from the task/);
  });

  test('counts the CPU time a task spent, as whole seconds', async () => {
    // Busy until the process has used two seconds of CPU, however long that takes.
    const spin = 'const end = 2e6; while (process.cpuUsage().user < end) {}';
    const { results } = await run([node('spins', spin), node('idles')], 2);

    assert.ok(results[0].cpuSeconds >= 2, `counted ${results[0].cpuSeconds} s`);
    assert.ok(results[1].cpuSeconds < results[0].cpuSeconds);
  });

  test('skips what needs a task that failed, and what needs that in turn', async () => {
    const { results } = await run(
      [
        node('build', 'process.exit(3)'),
        node('e2e', '', { needs: ['build'] }),
        node('report', '', { needs: ['e2e'] }),
        node('lint'),
      ],
      2,
    );

    assert.deepEqual(results, [
      { ...results[0], name: 'build', status: 'failed' },
      { name: 'e2e', status: 'skipped', seconds: 0, cpuSeconds: 0, skippedBecause: 'build' },
      { name: 'report', status: 'skipped', seconds: 0, cpuSeconds: 0, skippedBecause: 'e2e' },
      { ...results[3], name: 'lint', status: 'passed' },
    ]);
  });

  test('keeps the slot of a task waiting only on a running one, so a later task cannot take it', async () => {
    const { printed } = await run(
      [node('build'), node('e2e', '', { needs: ['build'] }), node('web')],
      2,
    );

    // Without the kept slot, web would start beside the build and e2e would wait for it.
    const at = (line) => printed.findIndex((printedLine) => printedLine.startsWith(line));
    assert.ok(at('=== build: passed') < at('--- e2e: started'));
    assert.ok(at('--- e2e: started') < at('--- web: started'));
  });

  test('runs a task beside the slots as soon as its needs have passed, holding none of them', async () => {
    // Both slot tasks wait for the task beside them to have started; were it given a slot, it
    // could not start before they ended, and they give up after 20 s.
    const besideStarted = join(logDir, 'beside-started');
    const waitForBeside = `
      const fs = require('node:fs');
      const giveUp = setTimeout(() => process.exit(1), 20_000);
      const poll = setInterval(() => {
        if (!fs.existsSync(${JSON.stringify(besideStarted)})) return;
        clearInterval(poll);
        clearTimeout(giveUp);
      }, 10);`;
    const { results, printed } = await run(
      [
        node('build'),
        node('e2e', waitForBeside, { needs: ['build'] }),
        node('web', waitForBeside, { needs: ['build'] }),
        node(
          'integration',
          `require('node:fs').writeFileSync(${JSON.stringify(besideStarted)}, '')`,
          {
            needs: ['build'],
            beside: true,
          },
        ),
        node('unit'),
      ],
      2,
    );

    assert.deepEqual(
      results.map(({ name, status }) => [name, status]),
      ['build', 'e2e', 'web', 'integration', 'unit'].map((name) => [name, 'passed']),
    );
    const at = (line) => printed.findIndex((printedLine) => printedLine.startsWith(line));
    assert.ok(at('=== build: passed') < at('--- integration: started'));
    assert.equal(mostAtOnce(printed.filter((line) => !line.includes('integration'))), 2);
  });

  test('starts a task that comes after another once that one has ended, passed or not', async () => {
    const { results, printed } = await run(
      [node('e2e', 'process.exit(1)'), node('integration', '', { after: ['e2e'], beside: true })],
      2,
    );

    assert.deepEqual(
      results.map(({ name, status }) => [name, status]),
      [
        ['e2e', 'failed'],
        ['integration', 'passed'],
      ],
    );
    const at = (line) => printed.findIndex((printedLine) => printedLine.startsWith(line));
    assert.ok(at('=== e2e: failed') < at('--- integration: started'));
  });

  test('refuses a task that needs one that is not in the list', async () => {
    await assert.rejects(run([node('e2e', '', { needs: ['biuld'] })], 1), {
      message: 'e2e needs biuld, which is no task',
    });
  });
});
