import { Utf8Strings, type PackedStrings } from './utf8-strings';

/** A NameIndex as plain data: the towns of key `k` are `towns[starts[k]]` up to `towns[starts[k + 1]]`. */
export interface PackedNameIndex {
  keys: PackedStrings;
  starts: Uint32Array;
  towns: Uint32Array;
}

/**
 * Towns filed under names (the gazetteer's normalised names and other names), the names sorted
 * by their bytes so that a name, or every name that starts with some text, is found by
 * bisection. The names are one UTF-8 buffer and the towns two typed arrays: three objects for
 * the collector, where a Map of the same names was hundreds of thousands of strings and the
 * Map's own table in every process that plans (docs/performance.md, "Local mode at rest").
 */
export class NameIndex {
  private constructor(
    private readonly keys: Utf8Strings,
    /** Where each key's towns start in `towns`; one more entry than keys, the end. */
    private readonly starts: Uint32Array,
    private readonly towns: Uint32Array,
  ) {}

  /** Files each of `size` towns under the names `namesOf` gives it (none, one or several). */
  static build(size: number, namesOf: (index: number) => readonly string[]): NameIndex {
    // Asked once a town: a name can be costly to make (normalised, for the gazetteer's).
    const namesByTown = Array.from({ length: size }, (_, i) => namesOf(i));
    const counts = new Map<string, number>();
    for (const names of namesByTown) {
      for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const names = sortedByBytes([...counts.keys()]);
    const slots = new Map<string, number>();
    const starts = new Uint32Array(names.length + 1);
    names.forEach((name, k) => {
      slots.set(name, k);
      starts[k + 1] = starts[k] + counts.get(name)!;
    });
    const next = starts.slice(0, names.length);
    const towns = new Uint32Array(starts[names.length]);
    namesByTown.forEach((names, i) => {
      for (const name of names) towns[next[slots.get(name)!]++] = i;
    });
    return new NameIndex(Utf8Strings.from(names), starts, towns);
  }

  static fromPacked({ keys, starts, towns }: PackedNameIndex): NameIndex {
    return new NameIndex(Utf8Strings.fromPacked(keys), starts, towns);
  }

  /** The towns filed under `name`, in index order. */
  townsOf(name: string): number[] {
    const query = Buffer.from(name, 'utf8');
    const k = this.firstAtOrAfter(query);
    if (k === this.keys.length || this.keys.compareAt(k, query) !== 0) return [];
    return Array.from(this.towns.subarray(this.starts[k], this.starts[k + 1]));
  }

  /**
   * Calls `visit` with each name that starts with `prefix` and each town filed under it: the
   * names in sorted order, each name's towns in index order.
   */
  forEachStartingWith(prefix: string, visit: (name: string, town: number) => void): void {
    const query = Buffer.from(prefix, 'utf8');
    for (
      let k = this.firstAtOrAfter(query);
      k < this.keys.length && this.keys.compareAt(k, query, true) === 0;
      k++
    ) {
      const name = this.keys.at(k);
      for (let t = this.starts[k]; t < this.starts[k + 1]; t++) visit(name, this.towns[t]);
    }
  }

  toPacked(): PackedNameIndex {
    return { keys: this.keys.toPacked(), starts: this.starts, towns: this.towns };
  }

  /** The first key not before `query`, by bisection; the number of keys when there is none. */
  private firstAtOrAfter(query: Uint8Array): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.keys.compareAt(middle, query) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Names in the order of their UTF-8 bytes, the order the index bisects in. JavaScript's own
 * order (UTF-16 code units) is the same for every name without a character beyond U+FFFF, and
 * several times cheaper; the gazetteer's normalised names are all ASCII.
 */
function sortedByBytes(names: string[]): string[] {
  return names.some((name) => /[\ud800-\udfff]/.test(name))
    ? names.sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')))
    : names.sort();
}
