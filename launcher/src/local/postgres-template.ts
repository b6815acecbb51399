import { PGlite } from '@electric-sql/pglite';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPostgresOptions } from './embedded-postgres-options';

/**
 * A freshly initialised data folder for local mode's embedded PostgreSQL, written by the
 * launcher's build (`node dist/local/postgres-template.js`) beside its code. Running `initdb` in
 * WebAssembly costs a first start on a new data folder about five seconds of CPU; copying this in
 * costs well under one (docs/performance.md, "A new data folder from a template"). It is a plain
 * folder, about 40 MB, which a new data folder copies file by file (`copyPostgresTemplate`): the
 * kernel copies each file, and none of it passes through the launcher's memory.
 */
export const POSTGRES_TEMPLATE = join(__dirname, 'postgres-template');

/** The template's database says where it came from (`COMMENT ON DATABASE`). */
export const POSTGRES_TEMPLATE_COMMENT =
  "Roadbook's local database, initialised by the launcher's build";

/** PostgreSQL's own mark of a data folder: a folder without it holds no database yet. */
export const PG_VERSION = 'PG_VERSION';

/** Initialises a data folder as local mode would and writes it, closed, to `dir`. */
export async function writePostgresTemplate(dir = POSTGRES_TEMPLATE): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-postgres-template-'));
  try {
    const db = await PGlite.create(dataDir, embeddedPostgresOptions());
    await db.query(
      `COMMENT ON DATABASE postgres IS '${POSTGRES_TEMPLATE_COMMENT.replace(/'/g, "''")}'`,
    );
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    cpSync(dataDir, dir, { recursive: true });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Makes `dataDir` a copy of the template and says whether it could: there is none in the
 * sources, unbuilt, and PGlite then initialises the folder itself. PG_VERSION is copied last, so
 * a copy cut short leaves a folder that still holds no database, and the next start copies the
 * template into it again.
 *
 * PGlite can load a tarball itself (`loadDataDir`), but it reads the whole of it into buffers
 * first: the launcher's allocator kept some 65 MB it no longer used for as long as local mode
 * ran (docs/performance.md, "The template copied, not loaded").
 */
export function copyPostgresTemplate(dataDir: string, template = POSTGRES_TEMPLATE): boolean {
  const marker = join(template, PG_VERSION);
  if (!existsSync(marker)) return false;
  cpSync(template, dataDir, { recursive: true, filter: (source) => source !== marker });
  copyFileSync(marker, join(dataDir, PG_VERSION));
  return true;
}

// The launcher's build runs the compiled file.
if (require.main === module) {
  writePostgresTemplate().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
