import { rmSync } from 'node:fs';

/** jest's global teardown for the run of every unit spec: removes what ./unit-run-packs.setup.ts wrote. */
export default function removeUnitRunPacks(): void {
  const dir = process.env.PLANNER_PACK_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
