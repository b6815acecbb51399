import { GAZETTEER_PACK, Gazetteer } from '../gazetteer/gazetteer';
import { LANDMASSES_PACK, Landmasses, defaultOutlines } from '../reach/landmasses';
import { Reachability, ferryPorts } from '../reach/reachability';
import { writePack } from './packs';

/**
 * Builds every pack afresh from the packages (never from a pack already written) and writes it
 * to `dir` (by default beside ./packs.ts).
 */
export function writePacks(dir?: string): void {
  writePack(GAZETTEER_PACK, Gazetteer.fromPackages().toPack(), dir);
  writePack(LANDMASSES_PACK, landmassesToPack().toPack(), dir);
}

/**
 * The lands as the ferry table's ports and the fixed links join them, with every place the
 * quickest way is searched through (each port, each open water's head) already looked up: a
 * process that reads the pack finds them remembered rather than searches the outlines for them.
 */
export function landmassesToPack(): Landmasses {
  const lands = new Landmasses(defaultOutlines(), ferryPorts());
  new Reachability(lands);
  return lands;
}

// The planner's build runs the compiled file: `node dist/packs/write-packs.js`.
if (require.main === module) writePacks();
