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
 * JSON unless asked otherwise, or a person reads the terminal of local mode (`npm start`):
 * anything piped, in a container, under a test or CI gets one JSON object per line.
 */
export function resolveLogFormat(
  configured: LogFormat | undefined,
  { localMode, stream = process.stdout }: { localMode: boolean; stream?: { isTTY?: boolean } },
): LogFormat {
  if (configured) return configured;
  return localMode && stream.isTTY === true ? 'pretty' : 'json';
}
