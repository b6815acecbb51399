import { join } from 'node:path';
import { GAZETTEER_PACK, Gazetteer, type GazetteerPack } from '../gazetteer/gazetteer';
import { LANDMASSES_PACK, type LandmassesPack } from '../reach/landmasses';

/** The built planner, as the apps load it. */
const BUILT_PACKS = join(__dirname, '..', '..', 'dist', 'packs', 'packs.js');

describe("the planner's build", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readPack } = require(BUILT_PACKS) as typeof import('./packs');

  it('writes the packs where the built planner reads them', () => {
    const gazetteer = Gazetteer.fromPack(readPack<GazetteerPack>(GAZETTEER_PACK)!);
    expect(gazetteer.size).toBeGreaterThan(100_000);
    expect(gazetteer.byAlternateName('firenze').map((town) => town.name)).toContain('Florence');
    expect(readPack<LandmassesPack>(LANDMASSES_PACK)!.found.length).toBeGreaterThan(0);
  });
});
