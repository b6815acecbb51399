import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedCopies, shouldPrecompress } from './precompress';

describe('precompressed copies of the build', () => {
  it('decompress to the original bytes and are smaller than it', () => {
    const source = Buffer.from('export const road = "Beartooth";\n'.repeat(200));
    const { br, gz } = compressedCopies(source);
    expect(brotliDecompressSync(br)).toEqual(source);
    expect(gunzipSync(gz)).toEqual(source);
    expect(br.length).toBeLessThan(source.length / 10);
    expect(gz.length).toBeLessThan(source.length / 10);
  });

  it('are made for scripts, styles and markup of 1 kB or more, not for fonts or images', () => {
    expect(shouldPrecompress('assets/index-abc.js', 2048)).toBe(true);
    expect(shouldPrecompress('assets/index-abc.css', 1024)).toBe(true);
    expect(shouldPrecompress('index.html', 1300)).toBe(true);
    expect(shouldPrecompress('assets/tiny.js', 1023)).toBe(false);
    expect(shouldPrecompress('assets/barlow-700.woff2', 23_000)).toBe(false);
    expect(shouldPrecompress('assets/hero.webp', 90_000)).toBe(false);
  });
});
