// The web's folder boundaries (web/README.md, "Where things live") as lint rules: a feature
// imports another feature only through src/shared, and src/shared imports neither features nor
// the app's wiring. Features do not import src/app either: the app imports them (routes).
// Tests assemble the app, so specs and src/test may import src/app, but not a feature's folder
// from another feature (shared fixtures live in src/test/fixtures).
//
// The core `no-restricted-imports` only sees the import text, not the file it resolves to, so
// each folder depth gets its own patterns: from a file `depth` folders below a feature's root,
// `../` repeated depth + 1 times reaches src/features, and depth + 2 times reaches src.
import { readdirSync } from 'node:fs';

const WEB_SRC = 'web/src';
const MAX_DEPTH = 6;
const SOURCE = '*.{ts,tsx}';
const TESTS = ['**/*.spec.{ts,tsx}'];
const MESSAGE =
  'web/README.md: features import each other only through src/shared; src/shared imports no feature and no app code.';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const up = (times) => `^(?:\\.\\./){${times}}`;

/** Files exactly `depth` folders below `root`. */
const filesAt = (root, depth) => [[root, ...Array(depth).fill('*'), SOURCE].join('/')];

/** A regex source for imports leaving `src/features/<own>` from `depth` folders below it. */
function featureRegexes(own, depth, { allowApp }) {
  const others = `(?!${escape(own)}(?:/|$))[^./][^/]*`;
  const regexes = [
    // ../(…)<other> : a sibling feature's folder
    `${up(depth + 1)}${others}`,
    // ../../(…)features/<other> : the same, by way of src
    `${up(depth + 2)}features/${others}`,
  ];
  if (!allowApp) regexes.push(`${up(depth + 2)}app(?:/|$)`);
  return regexes;
}

function sharedRegexes(depth, { allowApp }) {
  return [`${up(depth + 1)}features(?:/|$)`, ...(allowApp ? [] : [`${up(depth + 1)}app(?:/|$)`])];
}

/** The same patterns for static imports and re-exports, and for `import()`. */
function restrict(regexes) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: regexes.map((regex) => ({ regex, message: MESSAGE })) },
    ],
    'no-restricted-syntax': [
      'error',
      ...regexes.map((regex) => ({
        selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\x2F')}/]`,
        message: MESSAGE,
      })),
    ],
  };
}

function zone(root, depth, regexesFor) {
  return [
    {
      files: filesAt(root, depth),
      ignores: TESTS,
      rules: restrict(regexesFor({ allowApp: false })),
    },
    {
      files: filesAt(root, depth).map((glob) => glob.replace(SOURCE, '*.spec.{ts,tsx}')),
      rules: restrict(regexesFor({ allowApp: true })),
    },
  ];
}

const depths = [...Array(MAX_DEPTH).keys()];

export const webBoundaries = [
  ...depths.flatMap((depth) =>
    zone(`${WEB_SRC}/shared`, depth, (options) => sharedRegexes(depth, options)),
  ),
  ...features.flatMap((feature) =>
    depths.flatMap((depth) =>
      zone(`${WEB_SRC}/features/${feature}`, depth, (options) =>
        featureRegexes(feature, depth, options),
      ),
    ),
  ),
];
