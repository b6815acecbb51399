import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askChildMetrics } from './child-metrics';
import { ProcessSupervisor } from './process-supervisor';

/**
 * A child that answers metrics requests as local mode's worker process does, with one family
 * whose value is its own variable APP_ONLY (given to this app only).
 */
const CHILD_SOURCE = `
process.on('message', (message) => {
  if (message && message.type === 'roadbook:metrics-request') {
    process.send({
      type: 'roadbook:metrics',
      id: message.id,
      metrics: [{ name: 'up', help: 'up', type: 'gauge', aggregator: 'sum',
        values: [{ value: Number(process.env.APP_ONLY), labels: {} }] }],
    });
  }
});
process.on('SIGTERM', () => process.exit(0));
process.send('roadbook:ready');
`;

describe('askChildMetrics', () => {
  const dir = mkdtempSync(join(tmpdir(), 'roadbook-child-metrics-'));
  const entryPoint = join(dir, 'child.js');
  writeFileSync(entryPoint, CHILD_SOURCE);
  const supervisor = new ProcessSupervisor(
    { workers: { entryPoint, env: { APP_ONLY: '7' } } },
    { ...process.env, APP_ONLY: '1' },
    () => undefined,
  );

  afterAll(async () => {
    await supervisor.stopAll(['workers']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets the metrics of a running child over IPC, the child started with its own variables', async () => {
    expect(await supervisor.startAndWaitUntilReady('workers')).toBe(true);
    const metrics = await askChildMetrics(supervisor, 'workers');
    expect(metrics).toEqual([
      expect.objectContaining({ name: 'up', values: [{ value: 7, labels: {} }] }),
    ]);
  });

  it('gets nothing from a child that is not running', async () => {
    await supervisor.stop('workers');
    expect(await askChildMetrics(supervisor, 'workers')).toBeUndefined();
  });
});
