// What `npm start` and `npm test` share: run a step in the repository, and install the
// dependencies first when a fresh clone (or a changed lockfile) needs them.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

/** Runs a command in the repository root; returns its exit code. */
export function step(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

/** Runs a command and exits with its code if it fails. */
export function mustRun(command, args, extraEnv) {
  const code = step(command, args, extraEnv);
  if (code !== 0) process.exit(code);
}

export function ensureInstalled() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
    console.log('Installing dependencies (npm ci)...');
    mustRun('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

/** A command of one project: builds it (and what it needs), then runs its built entry point. */
export function buildAndRun(project, entryPoint) {
  ensureInstalled();
  mustRun('npx', ['nx', 'run', `${project}:build`, '--output-style=static', '--verbose=false'], {
    NX_VERBOSE_LOGGING: 'false',
  });
  mustRun(process.execPath, [entryPoint, ...process.argv.slice(2)]);
}
