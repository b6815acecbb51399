#!/usr/bin/env node
// `npm run admin:create -- --email … --username … [--password …]`: builds what the command needs,
// then creates (or promotes) the admin in the database DATABASE_URL names.
import { buildAndRun } from './lib/workspace.mjs';

buildAndRun('@roadbook/auth-service', 'services/auth/dist/cli/create-admin.js');
