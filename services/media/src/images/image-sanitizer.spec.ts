import { MAX_UPLOAD_BYTES, MediaMessages } from '@roadbook/contracts';
import sharp from 'sharp';
import { cleanImage, decodeUpload } from './image-sanitizer';

const GPS_EXIF = {
  IFD0: { Make: 'RoadCam', Model: 'Tracker 9' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '38/1 34/1 24/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '109/1 33/1 0/1',
  },
};

async function serviceErrorOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return (error as { getError(): unknown }).getError();
  }
  throw new Error('expected a service error');
}

describe('cleanImage', () => {
  it('drops EXIF and GPS data of a JPEG and turns it upright', async () => {
    // 40 wide, 20 high, and EXIF orientation 6: a phone held upright, so shown 20 × 40.
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#1f5f4a' },
    })
      .jpeg()
      .withExif(GPS_EXIF)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('RoadCam');

    const clean = await cleanImage(photo);

    const after = await sharp(clean.bytes).metadata();
    expect(clean.type.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(clean.bytes.includes(Buffer.from('RoadCam'))).toBe(false);
  });

  it('keeps a PNG a PNG without its text and EXIF chunks', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff0' } })
      .png()
      .withExif(GPS_EXIF)
      .toBuffer();
    const clean = await cleanImage(png);
    expect(clean.type.contentType).toBe('image/png');
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#c4510c', '#3565a8', '#b0892b'].map((background) =>
        sharp({ create: { width: 6, height: 6, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 6, height: 18, channels: 3, pageHeight: 6 },
    })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);

    const clean = await cleanImage(gif);
    const after = await sharp(clean.bytes, { animated: true }).metadata();
    expect([after.format, after.pages, after.pageHeight]).toEqual(['gif', 3, 6]);
  });

  it('refuses text named like an image, and a JPEG cut short', async () => {
    expect(await serviceErrorOf(cleanImage(Buffer.from('hello, I am a .png')))).toEqual({
      code: 'invalid-input',
      message: MediaMessages.invalidFileType,
    });
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#a23b4a' },
    })
      .jpeg()
      .toBuffer();
    expect(await serviceErrorOf(cleanImage(photo.subarray(0, photo.length / 2)))).toEqual({
      code: 'invalid-input',
      message: MediaMessages.invalidFileType,
    });
  });
});

describe('decodeUpload', () => {
  it('takes up to 5 MB and refuses a byte more with 413', async () => {
    expect(decodeUpload(Buffer.alloc(MAX_UPLOAD_BYTES).toString('base64'))).toHaveLength(
      MAX_UPLOAD_BYTES,
    );
    expect(
      await serviceErrorOf(
        Promise.resolve().then(() =>
          decodeUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1).toString('base64')),
        ),
      ),
    ).toEqual({ code: 'too-large', message: MediaMessages.fileTooLarge });
  });
});
