import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHealth } from './support/health';
import { startLocalProcess, stopLocalProcess, type LocalProcess } from './support/local-process';
import { describeRunningRoadbook } from './support/running-roadbook.checks';

/** Local mode: one launcher (its workers apart), embedded PostgreSQL, S3 and queue, data under DATA_DIR. */
describe('Roadbook in local mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-local-'));
  let local: LocalProcess | undefined;

  beforeAll(async () => {
    local = await startLocalProcess(dataDir);
  });

  afterAll(async () => {
    if (local) await stopLocalProcess(local);
    rmSync(dataDir, { recursive: true, force: true });
  });

  describeRunningRoadbook(() => local!.url);

  it('stops cleanly on Ctrl-C and starts again on the same data', async () => {
    expect(await stopLocalProcess(local!)).toBe(0);
    local = undefined;
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    local = await startLocalProcess(dataDir);
    const { status, body } = await getHealth(local.url);
    expect(status).toBe(200);
    expect(body.status).toBe('up');
  });
});
