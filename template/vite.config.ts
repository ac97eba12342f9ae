/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/demo/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { strictPort: false },
  build: {
    target: 'es2023',
    sourcemap: false,
    // Read by scripts/prerender-routes.mjs (route modulepreload hints), then removed from the site.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    // The server build (src/entry-server.tsx) only renders pages at build time: no public files.
    copyPublicDir: !isSsrBuild,
  },
  test: {
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
