import { PLAN_CHECKS, type PlanCheckName } from './plan-checks';
import type { PlanTripInput } from './plan-trip.dto';
import { PLAN_RULES } from './plan-rules.generated';

/**
 * The plan's rules as data, for a browser: `PlanTripDto`'s decorators written out in
 * `plan-rules.generated.ts` (by `npm run generate:plan-rules`; a spec fails when it is stale), and
 * `checkPlan` to run them with class-validator's meaning and no class-validator
 * (docs/adr/0011-one-plan-schema.md).
 */
export interface PlanRule {
  /** class-validator's name of the rule (`minLength`, `isIn`…) or one of `PLAN_CHECKS`. */
  name: BuiltInRuleName | PlanCheckName;
  constraints: readonly unknown[];
  /** Applied to each item of a list rather than to the list. */
  each: boolean;
  message: string;
}

export interface PlanFieldRules {
  /** A missing (undefined or null) value skips every rule, as `@IsOptional` does. */
  optional: boolean;
  /** In the order the DTO declares them, so the first that fails is the one a form shows. */
  rules: readonly PlanRule[];
}

export type PlanField = keyof PlanTripInput;
export type PlanRules = Record<PlanField, PlanFieldRules>;

/** A field's messages, in the order of its rules; a field with no problem is absent. */
export type PlanVerdict = Partial<Record<PlanField, string[]>>;

/** A `@Matches` pattern as data. */
export interface PatternConstraint {
  source: string;
  flags: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const bound = (constraints: readonly unknown[]) => constraints[0] as number;

/**
 * A string's length as validator.js (class-validator's `minLength`, `maxLength`) counts it: an
 * emoji made of a surrogate pair, or followed by a presentation selector, is one character.
 */
function characterCount(text: string): number {
  const selectors = text.match(/[\uFE0E\uFE0F]/g) ?? [];
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g) ?? [];
  return text.length - selectors.length - pairs.length;
}

/** The class-validator rules the plan uses, with class-validator's meaning. */
const BUILT_IN_RULES = {
  isString: (value) => isText(value),
  isBoolean: (value) => typeof value === 'boolean',
  isInt: (value) => typeof value === 'number' && Number.isInteger(value),
  isArray: (value) => Array.isArray(value),
  isNotEmpty: (value) => value !== '' && value !== null && value !== undefined,
  isIn: (value, constraints) => (constraints[0] as readonly unknown[]).includes(value),
  min: (value, constraints) => typeof value === 'number' && value >= bound(constraints),
  max: (value, constraints) => typeof value === 'number' && value <= bound(constraints),
  minLength: (value, constraints) => isText(value) && characterCount(value) >= bound(constraints),
  maxLength: (value, constraints) => isText(value) && characterCount(value) <= bound(constraints),
  matches: (value, constraints) => {
    const { source, flags } = constraints[0] as PatternConstraint;
    return isText(value) && new RegExp(source, flags).test(value);
  },
  arrayMinSize: (value, constraints) => Array.isArray(value) && value.length >= bound(constraints),
  arrayMaxSize: (value, constraints) => Array.isArray(value) && value.length <= bound(constraints),
  arrayUnique: (value) => Array.isArray(value) && new Set(value).size === value.length,
} satisfies Record<string, (value: unknown, constraints: readonly unknown[]) => boolean>;

export type BuiltInRuleName = keyof typeof BUILT_IN_RULES;

const isBuiltIn = (name: string): name is BuiltInRuleName => name in BUILT_IN_RULES;

/** Whether `value` passes one rule; `each` rules test every item of a list. */
function passes(rule: PlanRule, value: unknown, plan: object): boolean {
  const test = (item: unknown) =>
    isBuiltIn(rule.name)
      ? BUILT_IN_RULES[rule.name](item, rule.constraints)
      : PLAN_CHECKS[rule.name](item, plan, rule.constraints);
  return rule.each && Array.isArray(value) ? value.every(test) : test(value);
}

/**
 * What the server's `PlanTripDto` says of this plan, field by field: run on a request body after
 * the DTO's own clean-up (trimmed text, numbers as numbers, blank stops dropped), which the form
 * does when it builds the body.
 */
export function checkPlan(plan: object, rules: PlanRules = PLAN_RULES): PlanVerdict {
  const verdict: PlanVerdict = {};
  for (const [field, { optional, rules: fieldRules }] of Object.entries(rules) as [
    PlanField,
    PlanFieldRules,
  ][]) {
    const value = (plan as Record<string, unknown>)[field];
    if (optional && (value === undefined || value === null)) continue;
    const messages = fieldRules
      .filter((rule) => !passes(rule, value, plan))
      .map((rule) => rule.message);
    if (messages.length > 0) verdict[field] = [...new Set(messages)];
  }
  return verdict;
}
