/** How deep a JSON body may nest: far more than any Roadbook request needs. */
export const MAX_JSON_DEPTH = 32;

/** The largest JSON body the gateway reads; uploads have their own, larger limit. */
export const MAX_JSON_BYTES = 1024 * 1024;

export const JsonBodyMessages = {
  tooLarge: `The request body is too large (at most ${MAX_JSON_BYTES / 1024} KB of JSON).`,
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
} as const;

/**
 * True when the JSON text opens more than `max` objects or arrays inside one another. A single
 * pass with no recursion, so even a body of a million `[` cannot exhaust the stack here, and
 * the parsed value never reaches code (validation, transformation) that recurses over it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}
