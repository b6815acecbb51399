import 'reflect-metadata';
import { createOrPromoteAdmin, withAuthDatabase } from '@roadbook/auth-service';
import {
  CommandError,
  installAppLogger,
  LoggingEnv,
  runMain,
  validateEnv,
} from '@roadbook/platform';
import { isUniqueViolation } from '@roadbook/platform/database';
import { parseArgs } from 'node:util';
import { withOperatorTarget } from './ops/operator-target';

const USAGE =
  'Usage: npm run admin:create -- --email <email> --username <name> [--password <password>]\n' +
  'Creates the admin account (or promotes an existing one) in the database DATABASE_URL names;\n' +
  "without it, in local mode's (./data, or DATA_DIR): the running one's, or its data when stopped.\n" +
  'A password given for an existing account replaces its password and signs it out everywhere.';

const HINT = 'npm run admin:create -- --help says how';

interface AdminArguments {
  email: string;
  username: string;
  password?: string;
}

/** The command's arguments, or a one-line CommandError for any it cannot take. */
function adminArguments(args: string[]): AdminArguments | 'help' {
  let values: { email?: string; username?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message} (${HINT})`);
  }
  if (values.help) return 'help';
  if (!values.email || !values.username) {
    throw new CommandError(`Both --email and --username are needed (${HINT})`);
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(values.email)) {
    throw new CommandError(`--email ${values.email} is not an e-mail address`);
  }
  if (values.password !== undefined && values.password.length < 6) {
    throw new CommandError('--password must be at least 6 characters');
  }
  return { email: values.email, username: values.username, password: values.password };
}

/**
 * `npm run admin:create`: creates (or promotes) an admin in the deployment's database, or in
 * local mode's when no DATABASE_URL is given (ops/operator-target.ts), saying which it used.
 */
runMain(async () => {
  installAppLogger('admin-create', validateEnv(LoggingEnv));
  const request = adminArguments(process.argv.slice(2));
  if (request === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const result = await withOperatorTarget({}, ({ env }) =>
    withAuthDatabase(env.DATABASE_URL!, (dataSource) => createOrPromoteAdmin(dataSource, request)),
  ).catch((error: unknown) => {
    // The e-mail is new (else the account would be promoted), so the username is the clash.
    if (isUniqueViolation(error)) {
      throw new CommandError(
        `The username ${request.username} belongs to another account: choose another --username`,
      );
    }
    throw error;
  });
  process.stdout.write(`Admin ${result.action}: ${result.user.email}\n`);
  if (result.generatedPassword) {
    process.stdout.write(`Password (shown once): ${result.generatedPassword}\n`);
  }
});
