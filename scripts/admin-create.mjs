#!/usr/bin/env node
// `npm run admin:create -- --email … --username … [--password …]`: builds what the command needs,
// then creates (or promotes) the admin in the database DATABASE_URL names or, without it, in
// local mode's (the running one's, or its data under ./data when it is stopped).
import { buildAndRun } from './lib/workspace.mjs';

buildAndRun('@roadbook/launcher', 'launcher/dist/admin-create-main.js');
