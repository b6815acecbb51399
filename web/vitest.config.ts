import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup-tests.ts'],
      include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'],
      css: false,
      // Longer than a screen wait (src/test/setup-tests.ts), so a wait that runs out reports what
      // it waited for.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  }),
);
