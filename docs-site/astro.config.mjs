// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import starlight from '@astrojs/starlight';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { baseLinks } from './src/lib/base-links.mjs';
import { isExampleFile } from './src/lib/example-files.ts';

const templateSrc = fileURLToPath(new URL('../template/src', import.meta.url));
/** Where the docs are served; the demo sits beside them at `<base>demo/`. */
const base = '/';

const words = (s) => s.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The "Components" sidebar group: one entry per folder of template/src/examples, served at
 * /components/<folder>/. The per-component pages live in src/pages/components/; until they exist
 * the group links to the components overview only, so the sidebar never points at a missing page.
 */
function componentsGroup() {
  const overview = { label: 'Overview', link: '/components/' };
  if (!existsSync(new URL('./src/pages/components', import.meta.url))) return [overview];
  const examples = new URL('../template/src/examples/', import.meta.url);
  // A folder gets a page when it holds an example component (data-only folders do not).
  const folders = readdirSync(examples, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => readdirSync(new URL(`${name}/`, examples)).some((file) => isExampleFile(name, file)))
    .sort();
  return [overview, ...folders.map((name) => ({ label: words(name), link: `/components/${name}/` }))];
}

export default defineConfig({
  // The docs live at the site root; the demo is served beside them under /demo/.
  base,
  outDir: './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  // Links written in the Markdown pages are root-relative; this adds the base path to them.
  markdown: { processor: satteri({ hastPlugins: [baseLinks(base)] }) },
  integrations: [
    starlight({
      title: 'Tessera',
      description: 'Documentation of Tessera, the React and TypeScript admin dashboard template.',
      logo: { src: './src/assets/logo.svg' },
      favicon: '/favicon.svg',
      customCss: ['./src/styles/starlight.css'],
      // The not-found page is ours: it also hands unknown /demo/ addresses over to the app.
      disable404Route: true,
      lastUpdated: false,
      components: {
        ThemeProvider: './src/components/starlight/ThemeProvider.astro',
        ThemeSelect: './src/components/starlight/ThemeSelect.astro',
        SocialIcons: './src/components/starlight/DemoLink.astro',
        PageTitle: './src/components/starlight/PageTitle.astro',
      },
      sidebar: [
        {
          label: 'Start here',
          items: [
            { label: 'Getting started', link: '/getting-started/' },
            { label: 'Structure & conventions', link: '/structure/' },
            { label: 'The page recipe', link: '/page-recipe/' },
          ],
        },
        {
          label: 'Guides',
          items: [
            { label: 'Theming', link: '/theming/' },
            { label: 'RTL & i18n', link: '/i18n/' },
            { label: 'Routing & permissions', link: '/routing/' },
            { label: 'Demo backend', link: '/demo-backend/' },
            { label: 'Replacing it with a real API', link: '/real-api/' },
            { label: 'Connect your API', link: '/connect-api/' },
            { label: 'Deployment', link: '/deployment/' },
            { label: 'Upgrading', link: '/upgrading/' },
          ],
        },
        { label: 'Dashboards', items: [{ autogenerate: { directory: 'dashboards' } }] },
        { label: 'Apps', items: [{ autogenerate: { directory: 'apps' } }] },
        { label: 'Components', collapsed: true, items: componentsGroup() },
      ],
    }),
    react(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Islands import the template's own components and examples, which use the `@/` alias.
    resolve: { alias: { '@': templateSrc } },
    // Their avatars and pictures are the demo's files, under /demo/ (template/src/lib/public-asset.ts).
    define: { 'import.meta.env.VITE_PUBLIC_BASE': JSON.stringify('/demo/') },
    build: {
      // The chart examples bring ApexCharts, one module of ~800 KB minified (as in the template's build).
      chunkSizeWarningLimit: 850,
      rolldownOptions: {
        // Astro marks the pages that carry styles with a directive of its own and handles it itself;
        // the bundler's warning that it may not keep the directive is about Astro's code, not ours.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use astro:head-inject"')) return;
          handler(level, log);
        },
      },
    },
  },
});
