import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/**
 * Packs: data the planner derives from its packages (the gazetteer's towns with every index
 * built, the lands as bridges, channels and ferry ports join them), computed once by the
 * planner's build (./write-packs.ts) and written beside its code as `dist/packs/<name>.pack`.
 * Each process that plans reads them in a fraction of the time that building them takes (see
 * docs/performance.md, "The planner's data from packs"). They are in V8's own serialization,
 * which reads typed arrays back as they were written. Without a pack (the sources, as a unit spec
 * runs them alone) the planner builds the same data from the packages. `PLANNER_PACK_DIR` names
 * another folder to read them from: the run of every unit spec writes the packs there once
 * (./unit-run-packs.setup.ts) instead of each spec file building the data again.
 */
const PACK_DIR = process.env.PLANNER_PACK_DIR ?? __dirname;

/** The pack called `name`, or undefined when there is none. */
export function readPack<T>(name: string, dir = PACK_DIR): T | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(packFile(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return deserialize(bytes) as T;
}

export function writePack(name: string, value: unknown, dir = PACK_DIR): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(packFile(dir, name), serialize(value));
}

function packFile(dir: string, name: string): string {
  return join(dir, `${name}.pack`);
}
