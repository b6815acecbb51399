import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import type { EnvSchema } from './app-env-schemas';

/**
 * What one app accepts for one environment variable, read from its env class (validators and
 * defaults), so the runbook cannot drift from what the apps accept.
 */
export interface EnvVariable {
  name: string;
  /** The default as the env class sets it; undefined when there is none. */
  defaultValue: string | undefined;
  /**
   * `required`: the app refuses to start without it; `optional`: may be left out;
   * `conditional`: required only with some other setting (the description says which).
   */
  presence: 'required' | 'optional' | 'conditional';
  /** Allowed values or range, e.g. `redis, memory` or `1–64`. */
  allowed: string | undefined;
}

const IS_OPTIONAL = 'isOptional';

/** Every variable one env class validates, in the order the class declares them. */
export function describeEnvSchema(schema: EnvSchema): EnvVariable[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(schema, '', true, false);
  const byName = new Map<string, ValidationMetadata[]>();
  for (const entry of metadata) {
    byName.set(entry.propertyName, [...(byName.get(entry.propertyName) ?? []), entry]);
  }
  const defaults = new schema() as Record<string, unknown>;
  return [...byName].map(([name, rules]) => {
    const value = defaults[name];
    const defaultValue = value === undefined ? undefined : scalar(value);
    return {
      name,
      defaultValue,
      presence: presenceOf(rules, defaultValue),
      allowed: allowedOf(rules),
    };
  });
}

function presenceOf(rules: ValidationMetadata[], defaultValue: unknown): EnvVariable['presence'] {
  const conditions = rules.filter((rule) => rule.type === 'conditionalValidation');
  if (conditions.some((rule) => rule.name === IS_OPTIONAL) || defaultValue !== undefined) {
    return 'optional';
  }
  return conditions.length > 0 ? 'conditional' : 'required';
}

function allowedOf(rules: ValidationMetadata[]): string | undefined {
  const constraint = (name: string): unknown =>
    rules.find((rule) => rule.name === name)?.constraints?.[0];
  const values = constraint('isIn');
  if (Array.isArray(values)) return values.map(scalar).join(', ');
  const [min, max] = [constraint('min'), constraint('max')].map((bound) =>
    bound === undefined ? undefined : scalar(bound),
  );
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return `≥ ${min}`;
  if (max !== undefined) return `≤ ${max}`;
  return undefined;
}

/** Env values and constraints are strings, numbers and booleans. */
function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** How a group of apps treats a variable (most agree; PORT has a default only where it serves HTTP). */
export interface EnvVariant extends Omit<EnvVariable, 'name'> {
  apps: string[];
}

/** A variable as the runbook lists it: how each app treats it and what it means. */
export interface EnvReferenceRow {
  name: string;
  variants: EnvVariant[];
  description: string;
}

/** One row per variable across all the given apps, sorted by name. */
export function envReference(
  schemas: Record<string, EnvSchema>,
  descriptions: ReadonlyMap<string, string>,
): EnvReferenceRow[] {
  const rows = new Map<string, EnvReferenceRow>();
  for (const [app, schema] of Object.entries(schemas)) {
    for (const { name, ...treatment } of describeEnvSchema(schema)) {
      const row = rows.get(name) ?? {
        name,
        variants: [],
        description: descriptions.get(name) ?? '',
      };
      rows.set(name, row);
      const same = row.variants.find(
        (variant) =>
          variant.defaultValue === treatment.defaultValue &&
          variant.presence === treatment.presence &&
          variant.allowed === treatment.allowed,
      );
      if (same) same.apps.push(app);
      else row.variants.push({ ...treatment, apps: [app] });
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The reference as a Markdown table. Defaults resolved against the working directory, or else
 * under the checkout (data and build folders), are shown relative to it, so the table reads the
 * same on every machine and from every folder it is generated in.
 */
export function renderEnvReference(
  rows: EnvReferenceRow[],
  { workingDirectory, repositoryRoot }: { workingDirectory: string; repositoryRoot: string },
): string {
  const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
  const shown = (value: string): string => {
    const base = [workingDirectory, repositoryRoot].find((dir) => value.startsWith(`${dir}/`));
    return base ? `.${value.slice(base.length)}` : value;
  };
  const perVariant = (row: EnvReferenceRow, describe: (variant: EnvVariant) => string): string =>
    row.variants.length === 1
      ? describe(row.variants[0])
      : row.variants
          .map((variant) => `${describe(variant)} (${variant.apps.join(', ')})`)
          .join('; ');
  return [
    '| Variable | Used by | Default | Allowed | Meaning |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.name}\` | ${row.variants.flatMap((variant) => variant.apps).join(', ')} | ` +
        `${perVariant(row, (variant) => defaultCell(variant, (value) => cell(shown(value))))} | ` +
        `${cell(allowedCell(row))} | ` +
        `${cell(row.description)} |`,
    ),
  ].join('\n');
}

function defaultCell(variant: EnvVariant, format: (value: string) => string): string {
  if (variant.presence === 'required') return '**required**';
  if (variant.defaultValue === undefined) {
    return variant.presence === 'conditional' ? '(see meaning)' : '(none)';
  }
  return variant.defaultValue === '' ? '(empty)' : `\`${format(variant.defaultValue)}\``;
}

function allowedCell(row: EnvReferenceRow): string {
  const allowed = new Set(row.variants.flatMap((variant) => variant.allowed ?? []));
  return [...allowed].join('; ');
}
