// Roadbook in local mode as `npm start` runs it after a build: one launcher process on a free
// port with a throwaway data dir, removed by stop(). Needs a build (`npx nx run-many -t build`).
const { execFileSync, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { once } = require('node:events');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { createInterface } = require('node:readline');

const ROOT = resolve(__dirname, '..', '..');
const LOCAL_MAIN = join(ROOT, 'launcher', 'dist', 'local-main.js');
const CREATE_ADMIN = join(ROOT, 'launcher', 'dist', 'admin-create-main.js');
const { readLocalRunInfo } = require(join(ROOT, 'launcher', 'dist', 'local', 'local-run-file.js'));
const { localProcessEnv } = require(
  join(ROOT, 'launcher', 'dist', 'local', 'local-process-env.js'),
);

/**
 * An admin of the running local mode with a password of our own, made as `npm run admin:create`
 * makes one: the first admin's password is printed only on a terminal, never into a pipe.
 */
function createBenchAdmin(dataDir) {
  const admin = { email: 'bench-admin@roadbook.local', password: randomBytes(12).toString('hex') };
  execFileSync(
    process.execPath,
    [
      CREATE_ADMIN,
      '--email',
      admin.email,
      '--username',
      'benchadmin',
      '--password',
      admin.password,
    ],
    {
      env: { ...process.env, DATABASE_URL: readLocalRunInfo(dataDir).databaseUrl },
      stdio: 'ignore',
    },
  );
  return admin;
}

/** Starts local mode and resolves once it prints its URL; `admin` is an admin's credentials. */
async function startLocalRoadbook(label, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `roadbook-${label}-`));
  const child = spawn(process.execPath, [LOCAL_MAIN], {
    env: localProcessEnv({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
  const url = await new Promise((resolveUrl, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      const running = /Roadbook is running at (\S+)/.exec(line);
      if (running) resolveUrl(running[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output.join('\n')}`)));
  });
  const admin = createBenchAdmin(dataDir);
  return {
    url,
    admin,
    output,
    /** The launcher's process id; the worker process is its child. */
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startLocalRoadbook };
