import { TownIndex } from './town-index';

describe('TownIndex', () => {
  // Town 0 is filed under 7 and 9, town 1 under nothing, town 2 under 9, town 3 under 7.
  const keys: number[][] = [[7, 9], [], [9], [7]];
  const index = TownIndex.build(keys.length, (town) => keys[town]);
  const townsOf = (from: TownIndex, key: number) => {
    const towns: number[] = [];
    from.forEach(key, (town) => towns.push(town));
    return towns;
  };

  it("visits each key's towns in index order, and none for a key never filed", () => {
    expect(townsOf(index, 7)).toEqual([0, 3]);
    expect(townsOf(index, 9)).toEqual([0, 2]);
    expect(townsOf(index, 8)).toEqual([]);
  });

  it('stops at the first town that passes a test', () => {
    const tested: number[] = [];
    expect(index.some(7, (town) => (tested.push(town), town === 0))).toBe(true);
    expect(tested).toEqual([0]);
    expect(index.some(8, () => true)).toBe(false);
  });

  it('reads back from its packed form as it was', () => {
    const unpacked = TownIndex.fromPacked(index.toPacked());
    for (const key of [7, 8, 9]) expect(townsOf(unpacked, key)).toEqual(townsOf(index, key));
  });
});
