#!/usr/bin/env node
// `npm run admin:create -- --email … --username … [--password …]`: builds what the command needs,
// then creates (or promotes) the admin in the database DATABASE_URL names.
import { ensureInstalled, mustRun } from './lib/workspace.mjs';

ensureInstalled();
mustRun(
  'npx',
  ['nx', 'run', '@roadbook/auth-service:build', '--output-style=static', '--verbose=false'],
  {
    NX_VERBOSE_LOGGING: 'false',
  },
);
mustRun(process.execPath, ['services/auth/dist/cli/create-admin.js', ...process.argv.slice(2)]);
