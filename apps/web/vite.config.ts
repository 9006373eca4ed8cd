// Vite config of the web app: React, the shared workspace package compiled from source, /api proxied to the server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // @ulak/shared ships TypeScript source; keep it out of dependency pre-bundling so Vite compiles it like app code.
  optimizeDeps: { exclude: ['@ulak/shared'], include: ['zod'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
