import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPostgresTemplate } from './postgres-template';

describe('readPostgresTemplate', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'roadbook-template-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives a template that reads its file only when its bytes are asked for', async () => {
    const file = join(dir, 'template.tar');
    const bytes = Buffer.alloc(16 * 1024 * 1024, 7);
    writeFileSync(file, bytes);
    // PGlite keeps the Blob it was given for as long as the database is open: one holding the
    // bytes would keep them all in memory.
    const before = process.memoryUsage().external;
    const template = await readPostgresTemplate(file);
    expect(process.memoryUsage().external - before).toBeLessThan(bytes.length / 16);
    expect(template?.size).toBe(bytes.length);
    expect(Buffer.from(await template!.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('gives none without a template (the sources, unbuilt)', async () => {
    await expect(readPostgresTemplate(join(dir, 'missing.tar'))).resolves.toBeUndefined();
  });
});
