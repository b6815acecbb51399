import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../repository-root';

/**
 * Local mode's embedded database, started from the built launcher in a child process (PGlite's
 * WebAssembly does not load inside jest's module sandbox), reached over the wire as the services
 * reach it. For tests.
 */
export async function startEmbeddedInChild(
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const entry = join(REPOSITORY_ROOT, 'launcher', 'dist', 'local', 'embedded-postgres.js');
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(entry)}).startEmbeddedPostgres(process.argv[1]).then((db) => console.log(db.url))`,
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the embedded database exited ${code}`)));
  });
  return { url, child };
}
