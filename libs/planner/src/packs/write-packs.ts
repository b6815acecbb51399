import { GAZETTEER_PACK, Gazetteer } from '../gazetteer/gazetteer';
import { LANDMASSES_PACK, Landmasses, defaultOutlines } from '../reach/landmasses';
import { ferryPorts } from '../reach/reachability';
import { writePack } from './packs';

/**
 * Builds every pack afresh from the packages (never from a pack already written) and writes it
 * to `dir` (by default beside ./packs.ts).
 */
export function writePacks(dir?: string): void {
  writePack(GAZETTEER_PACK, Gazetteer.fromPackages().toPack(), dir);
  writePack(LANDMASSES_PACK, new Landmasses(defaultOutlines(), ferryPorts()).toPack(), dir);
}

// The planner's build runs the compiled file: `node dist/packs/write-packs.js`.
if (require.main === module) writePacks();
