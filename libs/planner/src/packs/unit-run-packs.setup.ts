import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePacks } from './write-packs';

/**
 * jest's global setup for the run of every unit spec (jest.unit.config.js): the packs written
 * once, from the sources under test, into a folder of the run's own, and every spec file's
 * planner reading them (`PLANNER_PACK_DIR`, ./packs.ts) as the built apps read theirs.
 * Twenty-six spec files plan; each built the gazetteer's indexes from the packages again, about
 * 2.5 CPU-seconds apiece, where writing the packs takes about 3. ./unit-run-packs.teardown.ts
 * removes the folder; packs.spec.ts still compares packs with data built from the packages.
 */
export default function writeUnitRunPacks(): void {
  const dir = mkdtempSync(join(tmpdir(), 'roadbook-unit-packs-'));
  writePacks(dir);
  process.env.PLANNER_PACK_DIR = dir;
}
