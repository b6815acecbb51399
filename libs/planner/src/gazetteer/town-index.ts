/**
 * A TownIndex as plain data: the key `keys[slot]` files the towns from `towns[starts[slot]]` up
 * to `towns[starts[slot + 1]]`.
 */
export interface PackedTownIndex {
  keys: number[];
  starts: Uint32Array;
  towns: Uint32Array;
}

/**
 * Towns filed under numeric keys (the gazetteer's grid cells), packed: the town indexes of each
 * key lie together, in index order, in one typed array. The same index as a Map of small arrays
 * is tens of thousands of objects that every full garbage collection of the process traces;
 * this is one Map and two typed arrays, which a collection does not walk. Names have an index of
 * their own, sorted for prefix search (./name-index.ts).
 */
export class TownIndex {
  /** An index as `toPacked` gave it, read back from a pack (libs/planner/src/packs). */
  static fromPacked({ keys, starts, towns }: PackedTownIndex): TownIndex {
    // Filled key by key: a list of [key, slot] pairs to build it from would be as many arrays
    // again for the collector.
    const slots = new Map<number, number>();
    for (let slot = 0; slot < keys.length; slot++) slots.set(keys[slot], slot);
    return new TownIndex(slots, starts, towns);
  }

  private constructor(
    private readonly slots: Map<number, number>,
    /** Where each slot's towns start in `towns`; one more entry than slots, the end. */
    private readonly starts: Uint32Array,
    private readonly towns: Uint32Array,
  ) {}

  /** Files each of `size` towns under the keys `keysOf` gives it (none, one or several). */
  static build(size: number, keysOf: (index: number) => readonly number[]): TownIndex {
    const slots = new Map<number, number>();
    const counts: number[] = [];
    for (let i = 0; i < size; i++) {
      for (const key of keysOf(i)) {
        let slot = slots.get(key);
        if (slot === undefined) {
          slot = counts.length;
          slots.set(key, slot);
          counts.push(0);
        }
        counts[slot] += 1;
      }
    }
    const starts = new Uint32Array(counts.length + 1);
    counts.forEach((count, slot) => (starts[slot + 1] = starts[slot] + count));
    const next = starts.slice(0, counts.length);
    const towns = new Uint32Array(starts[counts.length]);
    for (let i = 0; i < size; i++) {
      for (const key of keysOf(i)) towns[next[slots.get(key)!]++] = i;
    }
    return new TownIndex(slots, starts, towns);
  }

  /**
   * Calls `visit` with each town filed under `key`, in index order. Nothing is allocated: the
   * grid's lookups run many times a plan.
   */
  forEach(key: number, visit: (town: number) => void): void {
    const slot = this.slots.get(key);
    if (slot === undefined) return;
    for (let k = this.starts[slot]; k < this.starts[slot + 1]; k++) visit(this.towns[k]);
  }

  /** Whether `test` holds for a town filed under `key`; stops at the first that does. */
  some(key: number, test: (town: number) => boolean): boolean {
    const slot = this.slots.get(key);
    if (slot === undefined) return false;
    for (let k = this.starts[slot]; k < this.starts[slot + 1]; k++) {
      if (test(this.towns[k])) return true;
    }
    return false;
  }

  /** The index as plain data (its keys in slot order), for a pack. */
  toPacked(): PackedTownIndex {
    return { keys: [...this.slots.keys()], starts: this.starts, towns: this.towns };
  }
}
