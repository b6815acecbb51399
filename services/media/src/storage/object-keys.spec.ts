import { IMAGE_TYPES } from '../images/image-type';
import {
  contentTypeOfKey,
  derivedPrefixOf,
  etagOf,
  hashOfMediaKey,
  MAP_CACHE_KEY,
  mediaKeyOf,
  optimizedKeyOf,
  staticMapKeyOf,
} from './object-keys';

const BYTES = Buffer.from('the same bytes');
// sha256 of 'the same bytes'
const HASH = '7d95d9eeb9c191ad25da1c2014f6985c9a3094bf5065029ea0a79767f0522ce6';

describe('object keys', () => {
  it('names an image by the hash of its bytes and its real extension', () => {
    const key = mediaKeyOf(BYTES, IMAGE_TYPES.jpeg);
    expect(key).toBe(`${HASH}.jpg`);
    expect(mediaKeyOf(Buffer.from('the same bytes'), IMAGE_TYPES.jpeg)).toBe(key);
    expect(mediaKeyOf(Buffer.from('other bytes'), IMAGE_TYPES.jpeg)).not.toBe(key);
    expect(etagOf(BYTES)).toBe(`"${HASH}"`);
  });

  it('reads the hash back from a media key and refuses anything else', () => {
    expect(hashOfMediaKey(`${HASH}.webp`)).toBe(HASH);
    for (const key of [
      `${HASH}.svg`,
      `${HASH}.png/../x`,
      `../${HASH}.png`,
      `maps/${HASH}.png`,
      `${HASH.toUpperCase()}.png`,
      `${HASH.slice(1)}.png`,
      `${HASH}.png\n`,
      '',
    ]) {
      expect(hashOfMediaKey(key)).toBeNull();
    }
  });

  it('derives one rendition key per source, width, quality and format, under its source', () => {
    const key = optimizedKeyOf(HASH, { width: 640, quality: 85, format: 'webp' });
    expect(key).toBe(`optimized/${HASH}/w640-q85.webp`);
    expect(key.startsWith(derivedPrefixOf(HASH))).toBe(true);
    const others = [
      optimizedKeyOf(HASH, { width: 320, quality: 85, format: 'webp' }),
      optimizedKeyOf(HASH, { width: 640, quality: 80, format: 'webp' }),
      optimizedKeyOf(HASH, { width: 640, quality: 85, format: 'avif' }),
      optimizedKeyOf(HASH.replace('7', '8'), { width: 640, quality: 85, format: 'webp' }),
    ];
    expect(new Set([key, ...others]).size).toBe(5);
  });

  it('names a static map by trip version, scale and format', () => {
    expect(staticMapKeyOf('trip-12-v3', 2, 'png')).toBe('maps/trip-12-v3@2x.png');
    expect(MAP_CACHE_KEY.test('trip-12-v3')).toBe(true);
    expect(MAP_CACHE_KEY.test('../trip')).toBe(false);
    expect(MAP_CACHE_KEY.test('trip/12')).toBe(false);
    expect(MAP_CACHE_KEY.test('')).toBe(false);
  });

  it('knows the content type from the extension', () => {
    expect(contentTypeOfKey(`${HASH}.jpg`)).toBe('image/jpeg');
    expect(contentTypeOfKey('maps/trip-1-v1@1x.svg')).toBe('image/svg+xml');
    expect(contentTypeOfKey(`optimized/${HASH}/w320-q85.avif`)).toBe('image/avif');
  });
});
