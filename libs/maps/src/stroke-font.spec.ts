import { plainCapitals, strokeText } from './stroke-font';

describe('strokeText', () => {
  it('draws every marker character as strokes', () => {
    for (const char of 'AB0123456789') {
      expect(strokeText(char, 10, 10, 9).d).toMatch(/^M[\d.]+ [\d.]+L/);
    }
  });

  it('lays glyphs side by side, centred on the anchor by default', () => {
    const one = strokeText('M', 100, 50, 6);
    const two = strokeText('MW', 100, 50, 6);
    expect(two.width).toBeGreaterThan(one.width * 2);
    const xs = [...two.d.matchAll(/[ML]([\d.]+) /g)].map(([, x]) => Number(x));
    expect(Math.min(...xs)).toBeCloseTo(100 - two.width / 2, 1);
    expect(Math.max(...xs)).toBeCloseTo(100 + two.width / 2, 1);
  });

  it('anchors at the start or the end when asked', () => {
    const start = strokeText('KM', 10, 50, 6, 'start');
    const end = strokeText('KM', 10, 50, 6, 'end');
    const xs = (d: string) => [...d.matchAll(/[ML]([\d.]+) /g)].map(([, x]) => Number(x));
    expect(Math.min(...xs(start.d))).toBeCloseTo(10, 1);
    expect(Math.max(...xs(end.d))).toBeCloseTo(10, 1);
  });
});

describe('plainCapitals', () => {
  it('drops accents and turns characters the font lacks into spaces', () => {
    expect(plainCapitals("Côte d'Ivoire")).toBe("COTE D'IVOIRE");
    expect(plainCapitals('São Tomé & Príncipe')).toBe('SAO TOME   PRINCIPE');
  });
});
