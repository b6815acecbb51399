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
      testTimeout: 20_000,
    },
  }),
);
