import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { offlineBaseAsset } from './build/offline-base-asset';

/**
 * The server build of the web app (docs/adr/0007-server-rendered-public-pages.md):
 * `src/entry-server.tsx` as one CommonJS file with its dependencies inside, so the gateway
 * (CommonJS, on Node) requires it from `dist/server/` with nothing else to resolve. Runs after
 * the client build, which empties `dist/`.
 */
export default defineConfig({
  plugins: [react(), offlineBaseAsset()],
  // React and the libraries pick their production code whatever NODE_ENV the gateway runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      output: {
        format: 'cjs',
        entryFileNames: 'entry-server.cjs',
        codeSplitting: false,
        // Non-ASCII characters escaped, and the doc comments (some of them not ASCII) left out:
        // V8 keeps an all-ASCII source one byte a character rather than two, which halves what
        // the gateway holds of this file for as long as it runs (docs/performance.md, "Local
        // mode at rest"). Licence comments stay.
        charset: 'ascii',
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
