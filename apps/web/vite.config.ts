// Vite config of the web app: React, the shared workspace package compiled from source, translation sections
// per chunk, precompressed assets, /api proxied to the server.
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nSections } from './tooling/i18nSections.ts';
import { precompress } from './tooling/precompress.ts';

// ULAK_WEB_OUT builds elsewhere (benchmarks of a change while apps/web/dist serves other runs).
const outDir = process.env.ULAK_WEB_OUT ? path.resolve(process.env.ULAK_WEB_OUT) : path.resolve(import.meta.dirname, 'dist');

export default defineConfig({
  plugins: [react(), i18nSections(path.resolve(import.meta.dirname, 'src/i18n')), precompress(outDir)],
  // @ulak/shared ships TypeScript source; keep it out of dependency pre-bundling so Vite compiles it like app code.
  optimizeDeps: { exclude: ['@ulak/shared'], include: ['zod'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  build: {
    outDir,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // A lazy page's stylesheets must be listed (they are loaded by the preload helper), but listing every JS chunk
    // each page imports put 700 file names into the public first load; the browser finds those through the
    // page chunk's own imports instead.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    // Everything the entry imports statically goes into one chunk, so the first load is a couple of requests
    // instead of dozens of tiny shared chunks; code-split pages keep their own chunks.
    rollupOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], priority: 10 }] } } },
  },
});
