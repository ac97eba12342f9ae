// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  base: '/',
  outDir: './dist',
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  integrations: [react()],
  build: { inlineStylesheets: 'never' },
  vite: { plugins: [tailwindcss()] },
});
