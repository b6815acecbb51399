import type { LogLevel } from '@nestjs/common';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Nest's level names (what LOG_LEVEL takes) to pino's, which the lines carry. */
export const PINO_LEVELS: Readonly<Record<LogLevel, string>> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Readable lines for a person, JSON for programs: pretty when the output is a terminal, one JSON
 * object per line when it goes to a pipe or a file (a container's log, a test, CI, a log
 * collector), and whichever LOG_FORMAT names when it is set.
 */
export function resolveLogFormat(
  configured: LogFormat | undefined,
  { stream = process.stdout }: { stream?: { isTTY?: boolean } } = {},
): LogFormat {
  if (configured) return configured;
  return stream.isTTY === true ? 'pretty' : 'json';
}
