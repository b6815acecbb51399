import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { resolve } from 'node:path';
import { runOperatorCommand } from './support/operator-command';

/**
 * Which log lines a process writes: readable ones on a terminal, JSON into a pipe, either when
 * LOG_FORMAT says so. Shown with `npm run seed` on a database with no admin yet, whose one log
 * line is its warning; `script` gives it a terminal as a person's shell would.
 */
const SEED_MAIN = resolve(__dirname, '..', 'launcher', 'dist', 'seed-main.js');
const WARNING = 'No admin account yet, so nothing was seeded: run npm run admin:create';
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('logformat');
});

afterAll(async () => {
  await database?.drop();
});

/** The seed's output lines that carry its warning. */
async function warningLines(onTerminal: boolean, env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const outcome = onTerminal
    ? await runOperatorCommand(
        'script',
        ['-qec', `"${process.execPath}" "${SEED_MAIN}"`, '/dev/null'],
        {
          DATABASE_URL: database.url,
          ...env,
        },
      )
    : await runOperatorCommand(process.execPath, [SEED_MAIN], {
        DATABASE_URL: database.url,
        ...env,
      });
  return `${outcome.stdout}\n${outcome.stderr}`
    .split(/\r?\n/)
    .filter((line) => line.includes(WARNING));
}

it('prints a readable line on a terminal', async () => {
  const [line, ...more] = await warningLines(true);
  expect(more).toEqual([]);
  expect(line).not.toMatch(/^\s*\{/);
  expect(line).toContain('WARN');
  expect(line).toContain('[seed seed]');
});

it('writes JSON into a pipe, and on a terminal when LOG_FORMAT=json', async () => {
  for (const lines of [
    await warningLines(false),
    await warningLines(true, { LOG_FORMAT: 'json' }),
  ]) {
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', app: 'seed', msg: WARNING });
  }
});

it('prints readable lines into a pipe when LOG_FORMAT=pretty', async () => {
  const [line] = await warningLines(false, { LOG_FORMAT: 'pretty' });
  expect(line).not.toMatch(/^\s*\{/);
  expect(line).toContain('WARN');
});
