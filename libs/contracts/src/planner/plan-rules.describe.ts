import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { PlanTripDto } from './plan-trip.dto';
import type { PatternConstraint, PlanField, PlanRule, PlanRules } from './plan-rules';

/** A rule's constraints as data: a `@Matches` pattern becomes its source and flags. */
function constraintsOf(meta: ValidationMetadata): unknown[] {
  return (meta.constraints ?? [])
    .filter((constraint) => constraint !== undefined && constraint !== null)
    .map((constraint: unknown) =>
      constraint instanceof RegExp
        ? ({ source: constraint.source, flags: constraint.flags } satisfies PatternConstraint)
        : constraint,
    );
}

/**
 * `PlanTripDto`'s rules as data (`PlanRules`), read from class-validator's metadata. Decorators
 * run from the bottom up, so each property's rules are put back in the order the DTO declares them.
 */
export function describePlanRules(): PlanRules {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(PlanTripDto, '', true, false);
  const fields = new Map<PlanField, { optional: boolean; rules: PlanRule[] }>();
  for (const meta of [...metadata].reverse()) {
    const field = meta.propertyName as PlanField;
    const entry = fields.get(field) ?? { optional: false, rules: [] };
    fields.set(field, entry);
    if (meta.type === ValidationTypes.CONDITIONAL_VALIDATION) entry.optional = true;
    if (meta.type !== ValidationTypes.CUSTOM_VALIDATION) continue;
    // A form shows the rule's message: a rule without one would show class-validator's own.
    if (typeof meta.message !== 'string') {
      throw new Error(`PlanTripDto.${field}: the ${meta.name} rule needs a message`);
    }
    entry.rules.push({
      name: meta.name as PlanRule['name'],
      constraints: constraintsOf(meta),
      each: meta.each ?? false,
      message: meta.message,
    });
  }
  // In the order the DTO declares its properties (metadata lists them last first, too).
  return Object.fromEntries([...fields].reverse()) as unknown as PlanRules;
}

/** The source of `plan-rules.generated.ts`: one line per rule. */
export function planRulesSource(): string {
  const fields = Object.entries(describePlanRules()).map(([field, { optional, rules }]) =>
    [
      `  ${field}: {`,
      `    optional: ${optional},`,
      '    rules: [',
      ...rules.map((rule) => `      ${JSON.stringify(rule)},`),
      '    ],',
      '  },',
    ].join('\n'),
  );
  return [
    '// Generated from PlanTripDto by `npm run generate:plan-rules`: do not edit.',
    '// plan-rules.spec.ts fails when this file no longer matches the DTO.',
    "import type { PlanRules } from './plan-rules';",
    '',
    'export const PLAN_RULES: PlanRules = {',
    ...fields,
    '};',
    '',
  ].join('\n');
}
