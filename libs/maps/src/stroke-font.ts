/**
 * A tiny single-stroke font for map labels. The static map is rasterised by resvg in containers
 * that have no fonts, so every label is drawn as a path. Each glyph is written like SVG path
 * data (M starts a stroke, L continues it) on a grid 4 units wide and 6 tall: y grows
 * downwards, 0 is the cap line and 6 the baseline.
 */
const GLYPH_SOURCES: Readonly<Record<string, string>> = {
  '0': 'M1 0L3 0L4 1L4 5L3 6L1 6L0 5L0 1L1 0M3.2 1.2L0.8 4.8',
  '1': 'M0.8 1.2L2.2 0L2.2 6M0.8 6L3.6 6',
  '2': 'M0 1L1 0L3 0L4 1L4 2.2L0 6L4 6',
  '3': 'M0 1L1 0L3 0L4 1L4 2L3 3L1.5 3M3 3L4 4L4 5L3 6L1 6L0 5',
  '4': 'M3 6L3 0L0 4.2L4 4.2',
  '5': 'M4 0L0.4 0L0 3L3 2.7L4 3.7L4 5L3 6L1 6L0 5',
  '6': 'M3.8 0.6L3 0L1 0L0 1L0 5L1 6L3 6L4 5L4 4L3 3L0 3',
  '7': 'M0 0L4 0L1.5 6',
  '8': 'M1 3L0 2L0 1L1 0L3 0L4 1L4 2L3 3L1 3L0 4L0 5L1 6L3 6L4 5L4 4L3 3',
  '9': 'M4 3L1 3L0 2L0 1L1 0L3 0L4 1L4 5L3 6L1 6L0.2 5.4',
  A: 'M0 6L2 0L4 6M0.7 4L3.3 4',
  B: 'M0 3L0 0L3 0L4 0.8L4 2.2L3 3L0 3L0 6L3 6L4 5.2L4 3.8L3 3',
  C: 'M4 1L3 0L1 0L0 1L0 5L1 6L3 6L4 5',
  D: 'M0 0L0 6L2.5 6L4 4.5L4 1.5L2.5 0L0 0',
  E: 'M4 0L0 0L0 6L4 6M0 3L3 3',
  F: 'M4 0L0 0L0 6M0 3L3 3',
  G: 'M4 1L3 0L1 0L0 1L0 5L1 6L3 6L4 5L4 3.5L2.5 3.5',
  H: 'M0 0L0 6M4 0L4 6M0 3L4 3',
  I: 'M1 0L3 0M2 0L2 6M1 6L3 6',
  J: 'M4 0L4 5L3 6L1 6L0 5',
  K: 'M0 0L0 6M4 0L0 3.5M1.4 2.3L4 6',
  L: 'M0 0L0 6L4 6',
  M: 'M0 6L0 0L2 3.5L4 0L4 6',
  N: 'M0 6L0 0L4 6L4 0',
  O: 'M1 0L3 0L4 1L4 5L3 6L1 6L0 5L0 1L1 0',
  P: 'M0 6L0 0L3 0L4 1L4 2L3 3L0 3',
  Q: 'M1 0L3 0L4 1L4 5L3 6L1 6L0 5L0 1L1 0M2.5 4.5L4 6.2',
  R: 'M0 6L0 0L3 0L4 1L4 2L3 3L0 3M2 3L4 6',
  S: 'M4 1L3 0L1 0L0 1L0 2L1 3L3 3L4 4L4 5L3 6L1 6L0 5',
  T: 'M0 0L4 0M2 0L2 6',
  U: 'M0 0L0 5L1 6L3 6L4 5L4 0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L1 6L2 2.5L3 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3L2 6',
  Z: 'M0 0L4 0L0 6L4 6',
  ':': 'M2 1.7L2 2.1M2 4.9L2 5.3',
  ',': 'M2 5.2L1.4 7',
  '.': 'M2 5.6L2 6',
  "'": 'M2 0L1.7 1.6',
  '-': 'M1 3L3 3',
  ' ': '',
};

type Polyline = [number, number][];

const GLYPH_WIDTH = 4;
const GLYPH_HEIGHT = 6;
/** Space between two glyphs, in grid units. */
const TRACKING = 1.6;

const GLYPHS: ReadonlyMap<string, Polyline[]> = new Map(
  Object.entries(GLYPH_SOURCES).map(([char, source]) => [char, polylinesOf(source)]),
);

function polylinesOf(source: string): Polyline[] {
  return source
    .split('M')
    .filter(Boolean)
    .map((stroke) =>
      stroke.split('L').map((pair): [number, number] => {
        const [x, y] = pair.split(' ').map(Number);
        return [x, y];
      }),
    );
}

/** The characters the font can draw; anything else is drawn as a space. */
export const STROKE_FONT_CHARACTERS = [...GLYPHS.keys()].join('');

export interface StrokeTextBox {
  /** Path data (`d`) of the text, to be stroked, never filled. */
  d: string;
  width: number;
  height: number;
  /** Stroke width that suits the text's size. */
  strokeWidth: number;
}

/**
 * Lays `text` out as path data `height` pixels tall. `(x, y)` is where the text's anchor sits:
 * `align` names the anchor's horizontal place and the text is centred vertically on `y`.
 */
export function strokeText(
  text: string,
  x: number,
  y: number,
  height: number,
  align: 'start' | 'middle' | 'end' = 'middle',
): StrokeTextBox {
  const unit = height / GLYPH_HEIGHT;
  const chars = [...plainCapitals(text)];
  const width =
    chars.length === 0 ? 0 : (chars.length * GLYPH_WIDTH + (chars.length - 1) * TRACKING) * unit;
  const left = align === 'start' ? x : align === 'middle' ? x - width / 2 : x - width;
  const top = y - height / 2;
  const parts: string[] = [];
  chars.forEach((char, i) => {
    const originX = left + i * (GLYPH_WIDTH + TRACKING) * unit;
    for (const line of GLYPHS.get(char) ?? []) {
      parts.push(
        line
          .map(
            ([gx, gy], j) =>
              `${j === 0 ? 'M' : 'L'}${fmt(originX + gx * unit)} ${fmt(top + gy * unit)}`,
          )
          .join(''),
      );
    }
  });
  return { d: parts.join(''), width, height, strokeWidth: Math.max(0.6, unit * 0.75) };
}

/** Capitals without accents ('Côte' → 'COTE'); a character the font lacks becomes a space. */
export function plainCapitals(text: string): string {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()]
    .map((char) => (GLYPHS.has(char) ? char : ' '))
    .join('');
}

/** Fixed, short decimal form so the same input always gives the same markup. */
export function fmt(value: number): string {
  return String(Math.round(value * 100) / 100);
}
