import { Utf8Strings } from './utf8-strings';

describe('Utf8Strings', () => {
  const values = ['Moab', '', 'Zürich', 'Ōsaka', 'São Paulo'];
  const strings = Utf8Strings.from(values);
  const bytes = (text: string) => Buffer.from(text, 'utf8');

  it('gives back every string as it was, from itself and from its packed form', () => {
    expect(strings.length).toBe(values.length);
    expect(values.map((_, i) => strings.at(i))).toEqual(values);
    const unpacked = Utf8Strings.fromPacked(strings.toPacked());
    expect(values.map((_, i) => unpacked.at(i))).toEqual(values);
  });

  it('orders a string against a text by their bytes', () => {
    expect(strings.compareAt(0, bytes('Moab'))).toBe(0);
    expect(strings.compareAt(0, bytes('Moa'))).toBeGreaterThan(0);
    expect(strings.compareAt(0, bytes('Moabs'))).toBeLessThan(0);
    expect(strings.compareAt(0, bytes('N'))).toBeLessThan(0);
    expect(strings.compareAt(2, bytes('Zürich'))).toBe(0);
    expect(strings.compareAt(2, bytes('Zurich'))).toBeGreaterThan(0);
    expect(strings.compareAt(1, bytes(''))).toBe(0);
  });

  it('tells a string that starts with a text when asked for a prefix', () => {
    expect(strings.compareAt(0, bytes('Mo'), true)).toBe(0);
    expect(strings.compareAt(0, bytes('Moab'), true)).toBe(0);
    expect(strings.compareAt(0, bytes('Moabs'), true)).toBeLessThan(0);
    expect(strings.compareAt(4, bytes('São'), true)).toBe(0);
    expect(strings.compareAt(4, bytes('Sa'), true)).toBeGreaterThan(0);
  });
});
