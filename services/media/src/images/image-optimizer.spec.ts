import sharp from 'sharp';
import { renderRendition } from './image-optimizer';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3565a8' } })
    .jpeg()
    .toBuffer();

describe('renderRendition', () => {
  it.each([
    ['webp', 640],
    ['avif', 320],
    ['jpeg', 1024],
  ] as const)('makes a %s %i px wide, keeping the proportions', async (format, width) => {
    const out = await renderRendition(await photo(2000, 1000), { width, quality: 85, format });
    const metadata = await sharp(out).metadata();
    expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
    expect([metadata.width, metadata.height]).toEqual([width, width / 2]);
  });

  it('never enlarges a smaller picture', async () => {
    const out = await renderRendition(await photo(300, 200), {
      width: 1280,
      quality: 85,
      format: 'webp',
    });
    expect((await sharp(out).metadata()).width).toBe(300);
  });

  it('answers a lower quality with fewer bytes', async () => {
    const noisy = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const high = await renderRendition(noisy, { width: 640, quality: 95, format: 'webp' });
    const low = await renderRendition(noisy, { width: 640, quality: 20, format: 'webp' });
    expect(low.length).toBeLessThan(high.length);
  });

  it('refuses what is not an image', async () => {
    await expect(
      renderRendition(Buffer.from('<!doctype html>'), { width: 320, quality: 85, format: 'webp' }),
    ).rejects.toMatchObject({ error: { code: 'invalid-input' } });
  });
});
