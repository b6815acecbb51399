import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { LoggingEnv } from '../config/env.schemas';
import { PINO_LEVELS, resolveLogFormat, type LogFormat } from './log-format';
import { parseLogLine, renderPrettyLine } from './pretty-line';
import { currentRequestId } from './request-context';

/**
 * Field names whose values never reach a log line, wherever they sit in a logged object (up to
 * two levels down). Pino's redaction takes paths, not patterns, hence the explicit names.
 */
export const REDACTED_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'passwordHash',
  'token',
  'sessionToken',
  'resetToken',
  'accessToken',
  'refreshToken',
  'visitorToken',
  'resetLink',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'secret',
  'NATS_PASSWORD',
  'S3_SECRET_KEY',
  'apiKey',
] as const;

function redactPaths(): string[] {
  return REDACTED_FIELDS.flatMap((name) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
    return [key.startsWith('.') ? name : key, `*${key}`, `*.*${key}`];
  });
}

export interface AppLoggerOptions {
  /** Which process (or, in local mode, which group of apps) writes: gateway, trips, workers, local… */
  app: string;
  /** The least severe level written, in Nest's names (LOG_LEVEL). */
  level: LogLevel;
  format: LogFormat;
  /** Where lines go; stdout unless a test captures them. */
  destination?: DestinationStream;
}

/** A destination that shows each JSON line as a coloured line instead (see renderPrettyLine). */
function prettyDestination(out: DestinationStream): DestinationStream {
  return {
    write: (line: string) => {
      const record = parseLogLine(line);
      out.write(record ? `${renderPrettyLine(record)}\n` : line);
    },
  };
}

/**
 * Nest's own start-up chatter, a line per module, route and listener of every app (some 150 in
 * local mode): written at debug, so `log` keeps the lines about Roadbook itself.
 */
const NEST_BOOT_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'NestMicroservice',
]);

/** Nest's `error(message, stack, context)` may also come as `error(message, context)`. */
const STACK_FORMAT = /^(.)+\n\s+at .+:\d+:\d+/;

/**
 * Nest's logger over pino: one JSON object per line with `time`, `level`, `app`, `context`,
 * `msg`, the `requestId` of the request being served (request-context.ts) and `err` (message
 * and stack) for errors. Fields named like secrets are redacted.
 */
export class AppLogger implements LoggerService {
  readonly pino: Pino;
  readonly format: LogFormat;

  constructor({ app, level, format, destination = process.stdout }: AppLoggerOptions) {
    this.format = format;
    this.pino = pino(
      {
        level: PINO_LEVELS[level],
        base: { app, pid: process.pid },
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => {
          const requestId = currentRequestId();
          return requestId === undefined ? {} : { requestId };
        },
        redact: { paths: redactPaths(), censor: '[redacted]' },
        serializers: { err: pino.stdSerializers.err },
      },
      format === 'pretty' ? prettyDestination(destination) : destination,
    );
  }

  /**
   * A line for whoever started the process (where it can be reached), written whatever
   * LOG_LEVEL says.
   */
  announce(message: string, context: string): void {
    this.pino.child({}, { level: 'info' }).info({ context }, message);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.writeError('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.writeError('fatal', message, params);
  }

  private write(level: pino.Level, message: unknown, params: unknown[]): void {
    const context = typeof params.at(-1) === 'string' ? (params.pop() as string) : undefined;
    const demoted = level === 'info' && context !== undefined && NEST_BOOT_CONTEXTS.has(context);
    this.emit(demoted ? 'debug' : level, message, context, undefined, params);
  }

  private writeError(level: pino.Level, message: unknown, params: unknown[]): void {
    let context: string | undefined;
    let stack: string | undefined;
    if (params.length === 1) {
      // One parameter: a stack if it looks like one, else the context.
      const [only] = params;
      if (typeof only === 'string' && !STACK_FORMAT.test(only)) context = only;
      else if (typeof only === 'string') stack = only;
      params = [];
    } else if (params.length >= 2) {
      const last = params.pop();
      if (typeof last === 'string') context = last;
      const before = params.pop();
      if (typeof before === 'string') stack = before;
      else if (before !== undefined) params.push(before);
    }
    this.emit(level, message, context, stack, params);
  }

  private emit(
    level: pino.Level,
    message: unknown,
    context: string | undefined,
    stack: string | undefined,
    rest: unknown[],
  ): void {
    // A line below LOG_LEVEL is not built at all: the access log asks for one per request.
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = context === undefined ? {} : { context };
    if (rest.length > 0) fields.details = rest;
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, ...message });
    } else {
      if (stack !== undefined) fields.err = { message: String(message), stack };
      this.pino[level](fields, String(message));
    }
  }
}

/**
 * The process's logger, configured by LOG_LEVEL and LOG_FORMAT: every `new Logger(context)` in
 * the process writes through it from now on (Nest keeps one static logger per process), so
 * lines written before an app exists are formatted alike. Pass it to NestFactory as `logger` as
 * well. Pretty on a terminal, JSON into a pipe or a file (resolveLogFormat).
 */
export function installAppLogger(app: string, env: LoggingEnv): AppLogger {
  const logger = new AppLogger({
    app,
    level: env.LOG_LEVEL,
    format: resolveLogFormat(env.LOG_FORMAT),
  });
  Logger.overrideLogger(logger);
  return logger;
}
