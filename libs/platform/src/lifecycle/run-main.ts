import { Logger } from '@nestjs/common';
import { ConfigurationError } from '../config/validate-env';

/**
 * The entry point of a process: a configuration problem prints what to fix and exits 1
 * without a stack trace; anything else is logged with its stack.
 */
export function runMain(start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      new Logger('main').error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
    process.exit(1);
  });
}
