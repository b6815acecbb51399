import { NameIndex } from './name-index';

describe('NameIndex', () => {
  // Town 0 is filed under "moab" and "mo", town 1 under nothing, town 2 under "monterey" and
  // "zurich", town 3 under "moab", town 4 under "münchen" (not ASCII: still found).
  const names: string[][] = [['moab', 'mo'], [], ['monterey', 'zurich'], ['moab'], ['münchen']];
  const index = NameIndex.build(names.length, (town) => names[town]);
  const startingWith = (from: NameIndex, prefix: string) => {
    const found: [string, number][] = [];
    from.forEachStartingWith(prefix, (name, town) => found.push([name, town]));
    return found;
  };

  it("gives each name's towns in index order, and none for a name never filed", () => {
    expect(index.townsOf('moab')).toEqual([0, 3]);
    expect(index.townsOf('mo')).toEqual([0]);
    expect(index.townsOf('zurich')).toEqual([2]);
    expect(index.townsOf('münchen')).toEqual([4]);
    expect(index.townsOf('moa')).toEqual([]);
    expect(index.townsOf('moabs')).toEqual([]);
    expect(index.townsOf('')).toEqual([]);
    expect(index.townsOf('zz')).toEqual([]);
  });

  it('visits every name starting with a text, in sorted order, with its towns', () => {
    expect(startingWith(index, 'mo')).toEqual([
      ['mo', 0],
      ['moab', 0],
      ['moab', 3],
      ['monterey', 2],
    ]);
    expect(startingWith(index, 'moab')).toEqual([
      ['moab', 0],
      ['moab', 3],
    ]);
    expect(startingWith(index, 'mü')).toEqual([['münchen', 4]]);
    expect(startingWith(index, 'x')).toEqual([]);
    expect(startingWith(index, '')).toHaveLength(6);
  });

  it('finds names beyond U+FFFF, whose bytes sort apart from their UTF-16 code units', () => {
    // U+FFFD sorts before U+1F3D4 by bytes (and code points), after it by code units.
    const astral = NameIndex.build(3, (town) => [['\ufffd', '\u{1f3d4} peak', 'a'][town]]);
    expect(astral.townsOf('\ufffd')).toEqual([0]);
    expect(astral.townsOf('\u{1f3d4} peak')).toEqual([1]);
    expect(astral.townsOf('a')).toEqual([2]);
    expect(startingWith(astral, '\u{1f3d4}')).toEqual([['\u{1f3d4} peak', 1]]);
  });

  it('reads back from its packed form as it was', () => {
    const unpacked = NameIndex.fromPacked(index.toPacked());
    expect(startingWith(unpacked, '')).toEqual(startingWith(index, ''));
    expect(unpacked.townsOf('moab')).toEqual([0, 3]);
  });
});
