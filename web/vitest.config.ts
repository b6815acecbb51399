import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const SPEC_FOLDERS = ['src', 'build'];
const isSpec = (file: string) => /\.spec\.tsx?$/.test(file);

/**
 * Specs that replace a module with `vi.mock`. The others share their worker's module cache and
 * document, so a module one of them loaded would already be in place, unreplaced.
 */
const specsReplacingModules = SPEC_FOLDERS.flatMap((folder) =>
  readdirSync(join(__dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter(isSpec)
    .map((file) => `${folder}/${file}`)
    .filter((file) => readFileSync(join(__dirname, file), 'utf8').includes('vi.mock(')),
);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup-tests.ts'],
      css: false,
      // Longer than a screen wait (src/test/setup-tests.ts), so a wait that runs out reports what
      // it waited for.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'],
            exclude: specsReplacingModules,
            // One document and module cache for the specs of a worker, instead of a fresh jsdom,
            // React and MUI for each file: about half the suite's CPU time (docs/testing.md, "Web
            // specs in jsdom"). A spec leaves what it changed as it found it: the clock, spies,
            // stubbed globals, what it added to the document.
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'own modules', include: specsReplacingModules },
        },
      ],
    },
  }),
);
