import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAZETTEER_PACK, Gazetteer, type GazetteerPack } from '../gazetteer/gazetteer';
import type { PackedNameIndex } from '../gazetteer/name-index';
import {
  LANDMASSES_PACK,
  Landmasses,
  defaultOutlines,
  type LandmassesPack,
} from '../reach/landmasses';
import { ferryPorts } from '../reach/reachability';
import { readPack } from './packs';
import { landmassesToPack, writePacks } from './write-packs';

/**
 * A packed index array by array, each as its length and a digest of its bytes: jest's `toEqual`
 * walks a typed array element by element, which took eight seconds for the two name indexes.
 */
function digestOf(index: PackedNameIndex): Record<string, string> {
  const arrays = {
    keyBytes: index.keys.bytes,
    keyStarts: index.keys.starts,
    starts: index.starts,
    towns: index.towns,
  };
  return Object.fromEntries(
    Object.entries(arrays).map(([name, array]) => [
      name,
      `${array.length} items, sha256 ${createHash('sha256').update(array).digest('hex')}`,
    ]),
  );
}

/**
 * The packs the planner's build writes hold what the packages give: a planner that reads them
 * answers as one that decodes and indexes the packages itself.
 */
describe('the planner packs', () => {
  let dir: string;
  let fromPackages: Gazetteer;
  let fromPack: Gazetteer;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'roadbook-packs-'));
    writePacks(dir);
    fromPackages = Gazetteer.fromPackages();
    fromPack = Gazetteer.fromPack(readPack<GazetteerPack>(GAZETTEER_PACK, dir)!);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds no pack where none was written', () => {
    expect(readPack(GAZETTEER_PACK, join(dir, 'elsewhere'))).toBeUndefined();
  });

  it('holds every town as the packages give it', () => {
    expect(fromPack.size).toBe(fromPackages.size);
    expect(fromPack.size).toBeGreaterThan(100_000);
    for (let i = 0; i < fromPackages.size; i += 997) {
      expect(fromPack.town(i)).toEqual(fromPackages.town(i));
    }
  });

  it.each(['denver', 'moab', 'saint moritz', 'springfield', 'nowhere at all'])(
    'finds the towns called %s',
    (name) => {
      expect(fromPack.byName(name)).toEqual(fromPackages.byName(name));
    },
  );

  it.each(['firenze', 'wien', 'den haag', 'muenchen'])('finds the town also called %s', (name) => {
    const towns = fromPack.byAlternateName(name);
    expect(towns.length).toBeGreaterThan(0);
    expect(towns).toEqual(fromPackages.byAlternateName(name));
  });

  it('files every name and every other name as the packages give them', () => {
    const packed = fromPack.toPack();
    const computed = fromPackages.toPack();
    expect(digestOf(packed.nameIndex)).toEqual(digestOf(computed.nameIndex));
    expect(digestOf(packed.alternateNameIndex)).toEqual(digestOf(computed.alternateNameIndex));
  });

  it.each([
    ['towns near Geneva', { lat: 46.2, lng: 6.15 }, 80, 0],
    ['large towns across half a continent', { lat: 38, lng: -96 }, 2300, 50_000],
  ])('finds %s', (_label, p, radiusKm, minPopulation) => {
    expect(fromPack.near(p, radiusKm, minPopulation)).toEqual(
      fromPackages.near(p, radiusKm, minPopulation),
    );
  });

  it('tells open water as the packages do', () => {
    for (const p of [
      { lat: 40, lng: -40 },
      { lat: 39.22, lng: 9.11 },
    ]) {
      expect(fromPack.any(p, 50)).toBe(fromPackages.any(p, 50));
    }
  });

  it('joins the lands as the outlines, fixed links and ferry ports do', () => {
    const outlines = defaultOutlines();
    const pack = readPack<LandmassesPack>(LANDMASSES_PACK, dir)!;
    const packed = new Landmasses(outlines, ferryPorts(), pack);
    const computed = landmassesToPack();
    expect(packed.toPack()).toEqual(computed.toPack());
    for (const p of [
      { lat: 55.68, lng: 12.57 },
      { lat: 52.52, lng: 13.4 },
      { lat: 64.15, lng: -21.94 },
      { lat: 45.8, lng: -82.0 },
      { lat: 38.19, lng: 15.55 },
      { lat: 38.25, lng: 15.65 },
    ]) {
      expect(packed.landOf(p)).toBe(computed.landOf(p));
    }
  });
});
