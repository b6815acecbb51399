#!/usr/bin/env node
// `npm run seed`: builds what the command needs, then seeds the starter featured trips (planned
// by the deployment's workers) and blog articles of a running deployment: DATABASE_URL, the
// trips service through the deployment's NATS (NATS_URL and the rest), and optionally
// SEED_ADMIN_EMAIL (whose trips and posts they are; the first admin by default). Safe to run
// again: nothing is duplicated.
import { buildAndRun } from './lib/workspace.mjs';

buildAndRun('@roadbook/launcher', 'launcher/dist/seed-main.js');
