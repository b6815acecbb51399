/** A Utf8Strings as plain data: string `i` is `bytes[starts[i]]` up to `bytes[starts[i + 1]]`. */
export interface PackedStrings {
  bytes: Uint8Array;
  starts: Uint32Array;
}

/**
 * Many short strings held as one UTF-8 buffer and their offsets, each decoded when it is read.
 * An array of the same strings is one object per string on the heap: for the gazetteer's
 * hundreds of thousands of names that was tens of megabytes in every process that plans, which
 * every full garbage collection traced (docs/performance.md, "Local mode at rest"). From a pack
 * both arrays are views of the pack's file, so the strings cost nothing beyond it.
 */
export class Utf8Strings {
  private readonly text: Buffer;

  private constructor(
    readonly bytes: Uint8Array,
    readonly starts: Uint32Array,
  ) {
    // A view, not a copy: Buffer's UTF-8 slice is the fastest decoder of short strings.
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  static from(values: readonly string[]): Utf8Strings {
    const starts = new Uint32Array(values.length + 1);
    values.forEach((value, i) => (starts[i + 1] = starts[i] + Buffer.byteLength(value, 'utf8')));
    const text = Buffer.alloc(starts[values.length]);
    values.forEach((value, i) => text.write(value, starts[i], 'utf8'));
    return new Utf8Strings(new Uint8Array(text.buffer, text.byteOffset, text.byteLength), starts);
  }

  static fromPacked({ bytes, starts }: PackedStrings): Utf8Strings {
    return new Utf8Strings(bytes, starts);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.text.toString('utf8', this.starts[i], this.starts[i + 1]);
  }

  /**
   * Orders string `i` against `query` (UTF-8) as their bytes compare: negative when string `i`
   * comes first, zero when they are equal. With `prefixOnly`, compares no more of string `i`
   * than `query` is long, so zero means that string `i` starts with `query`.
   */
  compareAt(i: number, query: Uint8Array, prefixOnly = false): number {
    const start = this.starts[i];
    const length = this.starts[i + 1] - start;
    const shared = Math.min(length, query.length);
    for (let k = 0; k < shared; k++) {
      const difference = this.bytes[start + k] - query[k];
      if (difference !== 0) return difference;
    }
    return prefixOnly && length >= query.length ? 0 : length - query.length;
  }

  toPacked(): PackedStrings {
    return { bytes: this.bytes, starts: this.starts };
  }
}
