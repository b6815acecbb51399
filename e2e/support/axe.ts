import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { transitionsDone } from './browser';

/** axe-core's own build, read from the installed package: nothing is fetched at run time. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a page: axe's "serious" and "critical". */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and axe's best practices) on what the page shows once
 * its transitions have ended (text fading in or out, a menu closing, has not its final contrast)
 * and returns its serious and critical violations. The script goes in through the DevTools
 * protocol (`page.evaluate`), which the page's Content-Security-Policy does not govern, so the
 * policy under test stays exactly as served.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await transitionsDone(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact));
}

/** One line per violation and target, for a failure message a person can act on. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.targets.map((target) => `    at ${target}`).join('\n'),
    )
    .join('\n');
}
