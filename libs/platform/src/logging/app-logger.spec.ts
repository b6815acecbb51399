import type { LogLevel } from '@nestjs/common';
import { AppLogger } from './app-logger';
import { resolveLogFormat, type LogFormat } from './log-format';
import { isSafeRequestId, runWithRequestId } from './request-context';

/** A logger whose lines are kept as text. */
function capture(level: LogLevel = 'verbose', format: LogFormat = 'json') {
  const lines: string[] = [];
  const logger = new AppLogger({
    app: 'trips',
    level,
    format,
    destination: { write: (line: string) => void lines.push(line) },
  });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, records };
}

describe('AppLogger', () => {
  it('writes one JSON object per line with time, level, app, context and msg', () => {
    const { logger, lines, records } = capture();
    logger.log('listening on 127.0.0.1:4002', 'trips-service');

    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    expect(lines[0].trimEnd()).not.toContain('\n');
    const [record] = records();
    expect(record).toMatchObject({
      level: 'info',
      app: 'trips',
      context: 'trips-service',
      msg: 'listening on 127.0.0.1:4002',
    });
    expect(new Date(record.time as string).toISOString()).toBe(record.time);
    expect(record).not.toHaveProperty('requestId');
  });

  it('says the id of the request being served, and none outside it', async () => {
    const { logger, records } = capture();
    await runWithRequestId('e2e-42', async () => {
      await Promise.resolve();
      logger.warn('slow answer', 'TripsService');
    });
    logger.warn('after it', 'TripsService');

    expect(records().map((record) => record.requestId)).toEqual(['e2e-42', undefined]);
  });

  it('gives an error its message and stack, however Nest passes them', () => {
    const { logger, records } = capture();
    const error = new Error('connection refused');
    logger.error(error, 'Transport');
    logger.error('migration failed', 'Error: boom\n    at run (/app/main.js:1:2)', 'Database');
    logger.error('no stack', 'Database');

    const [fromError, fromStack, plain] = records();
    expect(fromError).toMatchObject({
      level: 'error',
      context: 'Transport',
      msg: 'connection refused',
      err: { message: 'connection refused', stack: error.stack },
    });
    expect(fromStack).toMatchObject({
      context: 'Database',
      msg: 'migration failed',
      err: { stack: 'Error: boom\n    at run (/app/main.js:1:2)' },
    });
    expect(plain).toMatchObject({ context: 'Database', msg: 'no stack' });
    expect(plain).not.toHaveProperty('err');
  });

  it('redacts fields named like secrets, at the top and nested', () => {
    const { logger, lines, records } = capture();
    logger.log(
      {
        msg: 'sign-in',
        password: 'hunter2-password',
        user: { email: 'rider@example.com', token: 'session-token-value' },
        request: { headers: { cookie: 'sid=cookie-value', authorization: 'Bearer abc' } },
        secret: 'transport-secret-value',
      },
      'AuthController',
    );

    const text = lines.join('');
    for (const secret of [
      'hunter2-password',
      'session-token-value',
      'cookie-value',
      'Bearer abc',
      'transport-secret-value',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(records()[0]).toMatchObject({
      msg: 'sign-in',
      password: '[redacted]',
      user: { email: 'rider@example.com', token: '[redacted]' },
    });
  });

  it.each<[LogLevel, string[]]>([
    ['error', ['error']],
    ['warn', ['error', 'warn']],
    ['log', ['error', 'warn', 'info']],
    ['debug', ['error', 'warn', 'info', 'debug']],
    ['verbose', ['error', 'warn', 'info', 'debug', 'trace']],
  ])('at LOG_LEVEL %s writes pino levels %j', (level, written) => {
    const { logger, records } = capture(level);
    logger.error('e');
    logger.warn('w');
    logger.log('l');
    logger.debug('d');
    logger.verbose('v');

    expect(records().map((record) => record.level)).toEqual(written);
  });

  it('announces where it runs whatever the level', () => {
    const { logger, records } = capture('error');
    logger.announce('Roadbook is running at http://127.0.0.1:5000', 'local');

    expect(records()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'Roadbook is running at http://127.0.0.1:5000',
      }),
    ]);
  });

  it('builds no line below its level: an access line per request costs nothing when off', () => {
    const { logger, lines } = capture('warn');
    let read = false;
    const line = {
      get msg() {
        read = true;
        return 'GET /api/trips/:id 200';
      },
    };
    logger.log(line);
    logger.debug(line);
    expect({ read, lines }).toEqual({ read: false, lines: [] });
    logger.warn(line);
    expect({ read, written: lines.length }).toEqual({ read: true, written: 1 });
  });

  it("writes Nest's start-up chatter at debug, so the default level keeps Roadbook's own lines", () => {
    const { logger, records } = capture('log');
    logger.log('TripsModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/api/trips, POST} route', 'RouterExplorer');
    logger.log('listening on 127.0.0.1:4002', 'trips-service');
    expect(records().map((record) => record.msg)).toEqual(['listening on 127.0.0.1:4002']);

    const verbose = capture('debug');
    verbose.logger.log('Mapped {/api/trips, POST} route', 'RouterExplorer');
    expect(verbose.records()).toEqual([expect.objectContaining({ level: 'debug' })]);
  });

  it('prints a short text line instead when pretty', () => {
    const { logger, lines } = capture('log', 'pretty');
    runWithRequestId('e2e-7', () => logger.log('trip stored', 'TripsService'));

    expect(lines[0]).not.toMatch(/^\{/);
    expect(lines[0]).toContain('trip stored');
    expect(lines[0]).toContain('trips TripsService');
    expect(lines[0]).toContain('req=e2e-7');
  });
});

describe('resolveLogFormat', () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };

  it('is pretty on a terminal and JSON into a pipe or a file', () => {
    expect(resolveLogFormat(undefined, { stream: tty })).toBe('pretty');
    expect(resolveLogFormat(undefined, { stream: pipe })).toBe('json');
    expect(resolveLogFormat(undefined, { stream: {} })).toBe('json');
  });

  it('is what LOG_FORMAT says when it is set, terminal or not', () => {
    expect(resolveLogFormat('json', { stream: tty })).toBe('json');
    expect(resolveLogFormat('pretty', { stream: pipe })).toBe('pretty');
  });
});

describe('isSafeRequestId', () => {
  it('takes 1 to 64 letters, digits, dots, underscores and dashes only', () => {
    expect(isSafeRequestId('e2e-abc_1.2')).toBe(true);
    expect(isSafeRequestId('a'.repeat(64))).toBe(true);
    expect(isSafeRequestId('a'.repeat(65))).toBe(false);
    expect(isSafeRequestId('')).toBe(false);
    expect(isSafeRequestId('id with space')).toBe(false);
    expect(isSafeRequestId('id\n{"level":"fatal"}')).toBe(false);
    expect(isSafeRequestId(['a', 'b'])).toBe(false);
  });
});
