#!/usr/bin/env node
/**
 * Writes one HTML file per known route of the demo (dist/<path>/index.html, a copy of the built
 * index.html) plus 404.html, so deep links answer 200 on any static host without rewrite rules,
 * and unknown paths answer 404 while still showing the app's not-found screen.
 *
 * Routes come from template/src/config/paths.ts (Node 24 strips the TypeScript types on import).
 * Routes with params are written for the sample ids below; a new param route without samples
 * stops the build so it is never silently missing.
 *
 * Each route's HTML also lists its own code as <link rel="modulepreload"> (the screen from
 * template/src/app/screens.ts and, for the content layout, the signed-in shell, with their static
 * imports, read from Vite's manifest): the browser fetches it beside the entry instead of after it.
 *
 * Usage: node scripts/prerender-routes.mjs [distDir]   (default: template/dist)
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pathsModule = join(repoRoot, 'template/src/config/paths.ts');
const screensModule = join(repoRoot, 'template/src/app/screens.ts');
/** The lazily loaded layout of signed-in pages (app/router.tsx imports it by this path). */
const contentLayoutSource = 'src/app/layouts/content-layout.tsx';

/** Every param route needs sample values here (the menu links use the same ids). */
function sampleParams(sampleIds) {
  return {
    'apps-invoice-details': [{ id: sampleIds.invoice }],
    'apps-invoice-edit': [{ id: sampleIds.invoice }],
    'apps-user-profile': ['profile', 'followers', 'friends', 'settings'].map((tab) => ({ tab })),
  };
}

/** Lists the in-app paths (without the base) that get their own HTML file, with their route name. */
export async function routePages() {
  const { routes, pathTo, sampleIds } = await import(pathToFileURL(pathsModule).href);
  const samples = sampleParams(sampleIds);
  const pages = new Map();
  for (const [name, def] of Object.entries(routes)) {
    if (!def.path.includes(':')) {
      pages.set(def.path, name);
      continue;
    }
    const list = samples[name];
    if (!list) {
      throw new Error(`Route "${name}" (${def.path}) has params but no sample values in scripts/prerender-routes.mjs`);
    }
    for (const params of list) pages.set(pathTo(name, params), name);
  }
  return [...pages]
    .filter(([path]) => path !== '/' && !path.includes('*'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, name]) => ({ path, name, layout: routes[name].layout }));
}

/** Only the paths (bench and tests use this). */
export async function routePaths() {
  return (await routePages()).map((page) => page.path);
}

/** JS files a manifest entry needs: its own chunk and, recursively, its static imports. */
function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`Vite's manifest has no entry for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

async function preloadTags(dist, html) {
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const { screens, pendingScreen } = await import(pathToFileURL(screensModule).href);
  const base = /src="([^"]*)assets\/[^"]+\.js"/.exec(html)?.[1];
  if (!base) throw new Error('index.html has no entry script under assets/');
  return (page) => {
    const screen = screens[page.name] ?? pendingScreen;
    const keys = [`src/app/routes/${screen.module}.tsx`, ...(page.layout === 'content' ? [contentLayoutSource] : [])];
    const files = [...new Set(keys.flatMap((key) => chunkFiles(manifest, key)))].filter((file) => !html.includes(file));
    return files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
  };
}

export async function prerender(distDir) {
  const dist = resolve(distDir);
  const index = join(dist, 'index.html');
  const html = await readFile(index, 'utf8').catch(() => null);
  if (html === null) throw new Error(`${index} is missing: run vite build first`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
    throw new Error(`${index} contains an inline <script>: the Content-Security-Policy forbids it`);
  }
  const pages = await routePages();
  const tagsFor = await preloadTags(dist, html);
  for (const page of pages) {
    const target = join(dist, page.path, 'index.html');
    await mkdir(dirname(target), { recursive: true });
    const tags = tagsFor(page);
    await writeFile(target, tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html);
  }
  await copyFile(index, join(dist, '404.html'));
  // The manifest served its purpose; it is not part of the site.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  return pages.map((page) => page.path);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? join(repoRoot, 'template/dist');
  prerender(dist)
    .then((paths) => console.log(`prerender: ${paths.length} route pages + 404.html in ${dist}`))
    .catch((error) => {
      console.error(`prerender: ${error.message}`);
      process.exit(1);
    });
}
