#!/usr/bin/env node
// `npm start` and `npm run start:distributed`: install what is missing, build what changed
// (Nx caches the rest), then run the launcher in the foreground until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'local';
const entryPoints = { local: 'launcher/dist/local-main.js', distributed: 'launcher/dist/distributed-main.js' };
if (!(mode in entryPoints)) {
  console.error(`Unknown mode "${mode}": use local or distributed.`);
  process.exit(2);
}
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
console.log('Building...');
run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);

const app = spawn(process.execPath, [join(root, entryPoints[mode])], { cwd: root, env, stdio: 'inherit' });
// Ctrl-C reaches the launcher too (same process group); wait for it to finish stopping.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
