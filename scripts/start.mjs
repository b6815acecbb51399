#!/usr/bin/env node
// `npm start` and `npm run start:distributed`: install what is missing, build what changed
// (Nx caches the rest), then run the launcher in the foreground until Ctrl-C.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureInstalled, env, mustRun, root } from './lib/workspace.mjs';

const entryPoints = {
  local: 'launcher/dist/local-main.js',
  distributed: 'launcher/dist/distributed-main.js',
};
const mode = process.argv[2] ?? 'local';
if (!(mode in entryPoints)) {
  console.error(`Unknown mode "${mode}": use local or distributed.`);
  process.exit(2);
}

ensureInstalled();
console.log('Building...');
mustRun('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);

// Read from the launcher just built: the environment local mode's processes start with.
const { localProcessEnv } = createRequire(import.meta.url)(
  join(root, 'launcher/dist/local/local-process-env.js'),
);
const app = spawn(process.execPath, [join(root, entryPoints[mode])], {
  cwd: root,
  env: mode === 'local' ? localProcessEnv(env) : env,
  stdio: 'inherit',
});
// Ctrl-C reaches the launcher too (same process group); it stops once and we wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
