// @ts-check
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import starlight from '@astrojs/starlight';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const templateSrc = fileURLToPath(new URL('../template/src', import.meta.url));

export default defineConfig({
  // The docs live at the site root; the demo is served beside them under /demo/.
  base: '/',
  outDir: './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  // Minimal Starlight frame for the component pages (components/*); the full docs-frame config replaces it.
  integrations: [starlight({ title: 'Tessera' }), react()],
  vite: {
    plugins: [tailwindcss()],
    // Islands import the template's own components and examples, which use the `@/` alias.
    resolve: { alias: { '@': templateSrc } },
  },
});
