import 'reflect-metadata';
import { DatabaseEnv, runMain, validateEnv } from '@roadbook/platform';
import { parseArgs } from 'node:util';
import { createOrPromoteAdmin, withAuthDatabase } from '../admins/admin-accounts';

const USAGE =
  'Usage: npm run admin:create -- --email <email> --username <name> [--password <password>]\n' +
  'Creates the admin account (or promotes an existing one) in the database DATABASE_URL names.\n' +
  'A password given for an existing account replaces its password and signs it out everywhere.';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email || !values.username) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  if (values.password !== undefined && values.password.length < 6) {
    process.stderr.write('Password must be at least 6 characters\n');
    process.exit(2);
  }
  const { DATABASE_URL } = validateEnv(DatabaseEnv);
  const result = await withAuthDatabase(DATABASE_URL, (dataSource) =>
    createOrPromoteAdmin(dataSource, {
      email: values.email!,
      username: values.username!,
      password: values.password,
    }),
  );
  process.stdout.write(`Admin ${result.action}: ${result.user.email}\n`);
  if (result.generatedPassword) {
    process.stdout.write(`Password (shown once): ${result.generatedPassword}\n`);
  }
});
