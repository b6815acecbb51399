import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPostgresTemplate, PG_VERSION } from './postgres-template';

describe('copyPostgresTemplate', () => {
  let dir: string;
  let template: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'roadbook-template-'));
    template = join(dir, 'template');
    mkdirSync(join(template, 'base', '1'), { recursive: true });
    writeFileSync(join(template, 'base', '1', '1259'), 'a table');
    writeFileSync(join(template, 'postgresql.conf'), 'settings');
    writeFileSync(join(template, PG_VERSION), '17\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every file of the template into the data folder', () => {
    const dataDir = join(dir, 'data');
    expect(copyPostgresTemplate(dataDir, template)).toBe(true);
    expect(readFileSync(join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('a table');
    expect(readFileSync(join(dataDir, 'postgresql.conf'), 'utf8')).toBe('settings');
    expect(readFileSync(join(dataDir, PG_VERSION), 'utf8')).toBe('17\n');
  });

  it('leaves a copy cut short without PG_VERSION, and completes it when asked again', () => {
    const dataDir = join(dir, 'data');
    // A FIFO is a file the copy cannot take: it stops there, wherever the walk meets it.
    const fifo = join(template, 'pipe');
    execFileSync('mkfifo', [fifo]);
    expect(() => copyPostgresTemplate(dataDir, template)).toThrow(/FIFO/);
    expect(existsSync(join(dataDir, PG_VERSION))).toBe(false);

    rmSync(fifo);
    expect(copyPostgresTemplate(dataDir, template)).toBe(true);
    expect(readFileSync(join(dataDir, PG_VERSION), 'utf8')).toBe('17\n');
  });

  it('copies nothing without a template (the sources, unbuilt)', () => {
    const dataDir = join(dir, 'data');
    expect(copyPostgresTemplate(dataDir, join(dir, 'missing'))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});
