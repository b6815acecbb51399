import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Thrown at start-up when the environment does not describe a runnable process. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const constraints = Object.values(error.constraints ?? {});
    return constraints.length > 0
      ? [`${error.property}: ${constraints.join('; ')}`]
      : describe(error.children ?? []);
  });
}

/**
 * Reads the environment once into a typed, validated object. Values are converted by the
 * class's own `@Type`/`@Transform` decorators, and defaults are the class's initialisers, so
 * local mode runs with no variables at all while a malformed value stops the process with a
 * message naming the variable.
 */
export function validateEnv<T extends object>(
  schema: ClassConstructor<T>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(schema, defined, {
    enableImplicitConversion: true,
    exposeDefaultValues: true,
  });
  const problems = describe(validateSync(config, { whitelist: false }));
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}
