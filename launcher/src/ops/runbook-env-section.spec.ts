import { readFileSync } from 'node:fs';
import {
  currentEnvReference,
  expectedEnvSection,
  RUNBOOK_PATH,
  writtenEnvSection,
} from './runbook-env-section';

describe('the runbook environment reference', () => {
  it('lists what the env classes accept today (run `npm run docs:env` after changing one)', () => {
    expect(writtenEnvSection(readFileSync(RUNBOOK_PATH, 'utf8'))).toBe(expectedEnvSection());
  });

  it('says what every variable means', () => {
    const undocumented = currentEnvReference()
      .filter((row) => row.description === '')
      .map((row) => row.name);
    expect(undocumented).toEqual([]);
  });
});
