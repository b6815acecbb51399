import { parseAlternateNames } from './alternate-names';

/** One line of GeoNames' cities dump: id, name, ascii name, other names, …, population (15th). */
function dumpLine(id: number, name: string, alternates: string[], population: number): string {
  const fields = [String(id), name, name, alternates.join(','), '0', '0', 'P', 'PPL', 'IT'];
  while (fields.length < 14) fields.push('');
  return [...fields, String(population), '', '', 'Europe/Rome', '2023-01-01'].join('\t');
}

describe('parseAlternateNames', () => {
  it('keeps the Latin-script other names of sizeable towns, normalised, each once', () => {
    const dump = [
      dumpLine(3176959, 'Florence', ['Firenze', 'FIRENZE', 'Florenz', 'Флоренция', 'FLR'], 349296),
      dumpLine(3170000, 'Tiny', ['Tinytown'], 14_999),
    ].join('\n');
    expect(parseAlternateNames(dump)).toEqual(new Map([[3176959, ['firenze', 'florenz']]]));
  });

  it("drops codes, names shorter than three letters and the town's own name", () => {
    const dump = dumpLine(1, 'Köln', ['CGN', 'K', 'Koln', 'Köln', 'Cologne', 'Colonia'], 963395);
    expect(parseAlternateNames(dump).get(1)).toEqual(['cologne', 'colonia']);
  });

  it('reads a dump with a trailing newline and ignores short lines', () => {
    const dump = `${dumpLine(7, 'Wien', ['Vienna'], 1_691_468)}\nbroken line\n`;
    expect(parseAlternateNames(dump)).toEqual(new Map([[7, ['vienna']]]));
  });
});
