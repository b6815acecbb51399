#!/usr/bin/env node
// `npm run seed`: builds what the command needs, then writes the starter blog articles into the
// database DATABASE_URL names (linked to featured trips when the trips service at
// TRIPS_HOST:TRIPS_PORT answers). Safe to run again: nothing is duplicated.
import { ensureInstalled, mustRun } from './lib/workspace.mjs';

ensureInstalled();
mustRun(
  'npx',
  ['nx', 'run', '@roadbook/launcher:build', '--output-style=static', '--verbose=false'],
  {
    NX_VERBOSE_LOGGING: 'false',
  },
);
mustRun(process.execPath, ['launcher/dist/seed-main.js', ...process.argv.slice(2)]);
