#!/usr/bin/env node
// `npm run backup -- <folder>`: see docs/operations.md, "Backups and restore".
import { buildAndRun } from './lib/workspace.mjs';

process.argv.splice(2, 0, 'backup');
buildAndRun('@roadbook/launcher', 'launcher/dist/backup-main.js');
