import type { LogLevel } from '@nestjs/common';

const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest takes the list of enabled levels; configuration names the most verbose one. */
export function logLevelsUpTo(level: LogLevel): LogLevel[] {
  return ORDER.slice(0, ORDER.indexOf(level) + 1);
}
