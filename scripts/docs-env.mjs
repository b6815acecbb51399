#!/usr/bin/env node
// `npm run docs:env`: builds the launcher, then rewrites the environment reference in
// docs/operations.md from the apps' env classes (a unit test fails when it is out of date).
import { buildAndRun } from './lib/workspace.mjs';

buildAndRun('@roadbook/launcher', 'launcher/dist/docs-env-main.js');
