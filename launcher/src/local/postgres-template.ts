import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { embeddedPostgresOptions } from './embedded-postgres-options';

/**
 * A freshly initialised data folder for local mode's embedded PostgreSQL, written by the
 * launcher's build (`node dist/local/postgres-template.js`) beside its code. Running `initdb` in
 * WebAssembly costs a first start on a new data folder about five seconds of CPU; copying this in
 * costs well under one (docs/performance.md, "A new data folder from a template").
 */
export const POSTGRES_TEMPLATE = join(__dirname, 'postgres-template.tar.gz');

/** The template's database says where it came from (`COMMENT ON DATABASE`). */
export const POSTGRES_TEMPLATE_COMMENT =
  "Roadbook's local database, initialised by the launcher's build";

/** Initialises a data folder as local mode would and writes it, as a gzipped tarball, to `file`. */
export async function writePostgresTemplate(file = POSTGRES_TEMPLATE): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-postgres-template-'));
  try {
    const db = await PGlite.create(dataDir, embeddedPostgresOptions());
    await db.query(
      `COMMENT ON DATABASE postgres IS '${POSTGRES_TEMPLATE_COMMENT.replace(/'/g, "''")}'`,
    );
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The template as PGlite loads it (a tarball), or undefined without one (the sources, unbuilt).
 * Unzipped here, by Node's zlib, rather than by PGlite in JavaScript.
 */
export function readPostgresTemplate(file = POSTGRES_TEMPLATE): Blob | undefined {
  if (!existsSync(file)) return undefined;
  return new Blob([gunzipSync(readFileSync(file))]);
}

// The launcher's build runs the compiled file.
if (require.main === module) {
  writePostgresTemplate().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
