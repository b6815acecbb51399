#!/usr/bin/env node
// Used by infra/docker/Dockerfile (build stage): copies what each workspace ships at run time
// into an output tree, so the runtime stages copy built files only, never sources or dev
// dependencies.
//
//   node infra/docker/collect-runtime.cjs /out libs/* services/* gateway web
//
// What a workspace ships is its package.json "files" list, as for a published npm package;
// without one, its dist/ and data/ (the planner's curated datasets live in libs/planner/data).
// Globs are cut at their first wildcard ("dist/**/*.js" ships dist/). Listed paths that do
// not exist yet (a lib with no sources) are skipped: the image has nothing to ship for them.
'use strict';
const { cpSync, existsSync, readFileSync } = require('node:fs');
const { join, normalize } = require('node:path');

const [outDir, ...workspaces] = process.argv.slice(2);
if (!outDir || workspaces.length === 0) {
  console.error('usage: collect-runtime.cjs <out-dir> <workspace-dir>...');
  process.exit(2);
}

for (const workspace of workspaces) {
  const manifestPath = join(workspace, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = Array.isArray(manifest.files) ? manifest.files : ['dist', 'data'];
  for (const entry of files) {
    const path = normalize(String(entry).split(/[*?{[]/)[0]).replace(/\/+$/, '');
    if (!path || path === '.' || path.startsWith('..') || path.startsWith('/')) continue;
    const from = join(workspace, path);
    if (!existsSync(from)) continue;
    cpSync(from, join(outDir, workspace, path), { recursive: true, dereference: false });
    console.log(`${manifest.name ?? workspace}: ${from}`);
  }
}
