import { Logger } from '@nestjs/common';
import { ConfigurationError } from '../config/validate-env';

/**
 * A failure the person who ran a command can act on (a bad argument, nothing to connect to, an
 * account that is someone else's): said in one line, without a stack trace.
 */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/**
 * The entry point of a process: a configuration problem or a CommandError prints what to fix
 * and exits 1 without a stack trace; anything else is logged with its stack.
 */
export function runMain(start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    if (error instanceof ConfigurationError || error instanceof CommandError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      const logger = new Logger('main');
      // Message and stack apart, so a JSON line carries them as `msg` and `err`.
      if (error instanceof Error) logger.error(error.message, error.stack);
      else logger.error(String(error));
    }
    process.exit(1);
  });
}
