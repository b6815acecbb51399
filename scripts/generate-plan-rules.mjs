#!/usr/bin/env node
// `npm run generate:plan-rules`: writes PlanTripDto's rules as data for the browser
// (libs/contracts/src/planner/plan-rules.generated.ts; docs/adr/0011-one-plan-schema.md).
// Run it after changing the DTO's rules: libs/contracts/src/planner/plan-rules.spec.ts fails
// until the file matches them.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib/workspace.mjs';

execFileSync('npm', ['run', '--silent', 'build', '-w', 'libs/contracts'], { cwd: root });
const require = createRequire(join(root, 'libs/contracts/package.json'));
// The contracts' other DTOs name nested classes with class-transformer's @Type, which reads
// reflect-metadata as the apps load it.
require('reflect-metadata');
const { planRulesSource } = require('./dist/planner/plan-rules.describe.js');
const target = join(root, 'libs/contracts/src/planner/plan-rules.generated.ts');
writeFileSync(target, planRulesSource());
console.log(`wrote ${target}`);
