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
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
    },
  },
});
