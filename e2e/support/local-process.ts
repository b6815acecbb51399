import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const LOCAL_MAIN = resolve(__dirname, '..', '..', 'launcher', 'dist', 'local-main.js');

export interface LocalProcess {
  child: ChildProcess;
  url: string;
  /** Every line it printed so far, stdout and stderr (its worker process's included). */
  output: string[];
}

/**
 * Starts local mode exactly as `npm start` does after building, and waits for its URL. Its ops
 * port is off unless `extraEnv` sets METRICS_PORT: specs run side by side, and the default port
 * is one.
 */
export async function startLocalProcess(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<LocalProcess> {
  const child = spawn(process.execPath, [LOCAL_MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ...extraEnv,
    },
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

/** Ctrl-C, as a user stops it; resolves with its exit code. */
export async function stopLocalProcess(local: LocalProcess): Promise<number | null> {
  if (local.child.exitCode !== null || local.child.signalCode !== null) {
    return local.child.exitCode;
  }
  const exited = once(local.child, 'exit') as Promise<[number | null]>;
  local.child.kill('SIGINT');
  const [code] = await exited;
  return code;
}
