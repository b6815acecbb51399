import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { getHealth } from './support/health';
import { describeRunningRoadbook } from './support/running-roadbook.checks';

const LOCAL_MAIN = resolve(__dirname, '..', 'launcher', 'dist', 'local-main.js');

interface LocalProcess {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** Starts local mode exactly as `npm start` does after building, and waits for its URL. */
async function startLocalProcess(dataDir: string): Promise<LocalProcess> {
  const child = spawn(process.execPath, [LOCAL_MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
  const url = await new Promise<string>((resolveUrl, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      const match = /Roadbook is running at (\S+)/.exec(line);
      if (match) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output.join('\n')}`)));
  });
  return { child, url, output };
}

async function stopLocalProcess(local: LocalProcess): Promise<number | null> {
  const exited = once(local.child, 'exit') as Promise<[number | null]>;
  local.child.kill('SIGINT');
  const [code] = await exited;
  return code;
}

/** Local mode: one process, embedded PostgreSQL, S3 and queue, data under DATA_DIR. */
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
