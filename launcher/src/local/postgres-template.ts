import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPostgresOptions } from './embedded-postgres-options';

/**
 * A freshly initialised data folder for local mode's embedded PostgreSQL, written by the
 * launcher's build (`node dist/local/postgres-template.js`) beside its code. Running `initdb` in
 * WebAssembly costs a first start on a new data folder about five seconds of CPU; copying this in
 * costs well under one (docs/performance.md, "A new data folder from a template"). It is a plain
 * tarball, about 40 MB, read from the file as PGlite copies it in (`readPostgresTemplate`).
 */
export const POSTGRES_TEMPLATE = join(__dirname, 'postgres-template.tar');

/** The template's database says where it came from (`COMMENT ON DATABASE`). */
export const POSTGRES_TEMPLATE_COMMENT =
  "Roadbook's local database, initialised by the launcher's build";

/** Initialises a data folder as local mode would and writes it, as a tarball, to `file`. */
export async function writePostgresTemplate(file = POSTGRES_TEMPLATE): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-postgres-template-'));
  try {
    const db = await PGlite.create(dataDir, embeddedPostgresOptions());
    await db.query(
      `COMMENT ON DATABASE postgres IS '${POSTGRES_TEMPLATE_COMMENT.replace(/'/g, "''")}'`,
    );
    const dump = await db.dumpDataDir('none');
    await db.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The template as PGlite loads it, or undefined without one (the sources, unbuilt). The Blob
 * reads the file when PGlite asks for its bytes and holds none itself: PGlite keeps its start
 * options, this Blob among them, for as long as the database is open, and a Blob of the bytes
 * in memory kept the whole 40 MB in the launcher's memory with it.
 */
export async function readPostgresTemplate(file = POSTGRES_TEMPLATE): Promise<Blob | undefined> {
  return existsSync(file) ? openAsBlob(file) : undefined;
}

// The launcher's build runs the compiled file.
if (require.main === module) {
  writePostgresTemplate().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
