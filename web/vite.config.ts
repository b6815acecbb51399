import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { offlineBaseAsset } from './build/offline-base-asset';
import { moduleFilesList } from './build/module-files';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), offlineBaseAsset(), moduleFilesList(resolve(__dirname, 'src')), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
      // The queue dashboard is the gateway's own page, not the web app's.
      '/admin/queues': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
