import { TownIndex } from './town-index';

describe('TownIndex', () => {
  // Town 0 is filed under a and b, town 1 under nothing, town 2 under b, town 3 under a.
  const keys: string[][] = [['a', 'b'], [], ['b'], ['a']];
  const index = TownIndex.build(keys.length, (town) => keys[town]);

  it("gives each key's towns in index order, and none for a key never filed", () => {
    expect(index.townsOf('a')).toEqual([0, 3]);
    expect(index.townsOf('b')).toEqual([0, 2]);
    expect(index.townsOf('c')).toEqual([]);
  });

  it('visits the towns of a key, and stops at the first that passes a test', () => {
    const visited: number[] = [];
    index.forEach('b', (town) => visited.push(town));
    expect(visited).toEqual([0, 2]);
    const tested: number[] = [];
    expect(index.some('a', (town) => (tested.push(town), town === 0))).toBe(true);
    expect(tested).toEqual([0]);
    expect(index.some('c', () => true)).toBe(false);
  });

  it('lists every key with each of its towns', () => {
    expect([...index.entries()]).toEqual([
      ['a', 0],
      ['a', 3],
      ['b', 0],
      ['b', 2],
    ]);
  });
});
