import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precacheManifest } from './build/precache-manifest';

const DIST = resolve(__dirname, 'dist');

/**
 * The service worker (`service-worker/service-worker.ts`, docs/adr/0010-start-the-app-on-load.md)
 * as one classic script at `dist/service-worker.js`, Workbox inside, with the list of the client
 * build's files to keep offline written in. Runs after the client build, whose files it lists.
 */
export default defineConfig({
  plugins: [precacheManifest(DIST)],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: DIST,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: resolve(__dirname, 'service-worker/service-worker.ts'),
      formats: ['iife'],
      name: 'roadbookServiceWorker',
      fileName: () => 'service-worker.js',
    },
  },
});
