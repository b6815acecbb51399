import { MediaMessages } from '@roadbook/contracts';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSiteImage, readWebFile } from './image-source';

const KEY = `${'ab'.repeat(32)}.jpg`;

describe('parseSiteImage', () => {
  it('takes our media paths and files of the web app', () => {
    expect(parseSiteImage(`/api/media/${KEY}`)).toEqual({ kind: 'media', key: KEY });
    expect(parseSiteImage('/assets/hero-3f2a9c.png')).toEqual({
      kind: 'web',
      path: '/assets/hero-3f2a9c.png',
    });
    expect(parseSiteImage('/logo.webp')).toEqual({ kind: 'web', path: '/logo.webp' });
  });

  it.each([
    'http://evil.example/cat.jpg',
    'https://evil.example/cat.jpg',
    '//evil.example/cat.jpg',
    'evil.example/cat.jpg',
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
    '/../etc/passwd',
    '/assets/../../etc/passwd',
    '/assets/..',
    '/./index.html',
    '/%2e%2e/etc/passwd',
    '/%252e%252e/etc/passwd',
    '/assets%2f..%2f..%2fetc%2fpasswd',
    '/assets\\..\\secret.png',
    '/\\evil.example/cat.jpg',
    '/assets//cat.png',
    '/assets/',
    '/.env',
    '/assets/cat.png?x=1',
    '/assets/cat.png#x',
    '/assets/cat png',
    '/assets/cat.png\n',
    '/api/media/../../etc/passwd',
    `/api/media/x/${KEY}`,
    '/api/trips/1',
    '/api/media/',
    '',
    '/',
    `/${'a'.repeat(600)}.png`,
  ])('refuses %j', (src) => {
    expect(() => parseSiteImage(src)).toThrow(MediaMessages.sourceRefused);
  });
});

describe('readWebFile', () => {
  let base: string;
  let dist: string;

  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'roadbook-web-'));
    dist = join(base, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'hero.png'), 'png bytes');
    writeFileSync(join(base, 'secret.png'), 'outside');
    symlinkSync(join(base, 'secret.png'), join(dist, 'assets', 'link.png'));
  });

  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('reads a file of the web app', async () => {
    expect((await readWebFile(dist, '/assets/hero.png'))?.toString()).toBe('png bytes');
  });

  it('answers null for what does not exist, for a folder, and without a web app', async () => {
    expect(await readWebFile(dist, '/assets/none.png')).toBeNull();
    expect(await readWebFile(dist, '/assets')).toBeNull();
    expect(await readWebFile(undefined, '/assets/hero.png')).toBeNull();
  });

  it('never follows a path or a link out of the web app', async () => {
    await expect(readWebFile(dist, '/../secret.png')).rejects.toThrow(MediaMessages.sourceRefused);
    await expect(readWebFile(dist, '/assets/link.png')).rejects.toThrow(
      MediaMessages.sourceRefused,
    );
  });
});
