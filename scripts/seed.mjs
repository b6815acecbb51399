#!/usr/bin/env node
// `npm run seed`: builds what the command needs, then writes the starter blog articles into the
// database DATABASE_URL names (linked to featured trips when the trips service at
// TRIPS_HOST:TRIPS_PORT answers). Safe to run again: nothing is duplicated.
import { buildAndRun } from './lib/workspace.mjs';

buildAndRun('@roadbook/launcher', 'launcher/dist/seed-main.js');
