import sharp from 'sharp';
import { sniffImageType } from './image-type';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#c4510c' } });

describe('sniffImageType', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('knows a real %s by its first bytes', async (format, contentType, extension) => {
    const bytes = await pixel().toFormat(format).toBuffer();
    expect(sniffImageType(bytes)).toEqual({ format, contentType, extension });
  });

  it('knows the older GIF87a header too', () => {
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00\x01\x00'))?.format).toBe('gif');
  });

  it.each([
    ['text renamed .png', Buffer.from('just some notes, not a picture\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['an empty file', Buffer.alloc(0)],
    ['half a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
