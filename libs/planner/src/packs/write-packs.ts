import { GAZETTEER_PACK, Gazetteer } from '../gazetteer/gazetteer';
import { LAND_CHANNELS_PACK, defaultOutlines, narrowChannels } from '../reach/landmasses';
import { writePack } from './packs';

/** Builds every pack from the packages and writes it to `dir` (by default beside ./packs.ts). */
export function writePacks(dir?: string): void {
  writePack(GAZETTEER_PACK, Gazetteer.fromPackages().toPack(), dir);
  writePack(LAND_CHANNELS_PACK, narrowChannels(defaultOutlines()), dir);
}

// The planner's build runs the compiled file: `node dist/packs/write-packs.js`.
if (require.main === module) writePacks();
