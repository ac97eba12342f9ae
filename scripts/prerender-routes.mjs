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
 * Usage: node scripts/prerender-routes.mjs [distDir]   (default: template/dist)
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pathsModule = join(repoRoot, 'template/src/config/paths.ts');

/** Every param route needs sample values here (the menu links use the same ids). */
function sampleParams(sampleIds) {
  return {
    'apps-invoice-details': [{ id: sampleIds.invoice }],
    'apps-invoice-edit': [{ id: sampleIds.invoice }],
    'apps-user-profile': ['profile', 'followers', 'friends', 'settings'].map((tab) => ({ tab })),
  };
}

/** Lists the in-app paths (without the base) that get their own HTML file. */
export async function routePaths() {
  const { routes, pathTo, sampleIds } = await import(pathToFileURL(pathsModule).href);
  const samples = sampleParams(sampleIds);
  const paths = new Set();
  for (const [name, def] of Object.entries(routes)) {
    if (!def.path.includes(':')) {
      paths.add(def.path);
      continue;
    }
    const list = samples[name];
    if (!list) {
      throw new Error(`Route "${name}" (${def.path}) has params but no sample values in scripts/prerender-routes.mjs`);
    }
    for (const params of list) paths.add(pathTo(name, params));
  }
  return [...paths].filter((path) => path !== '/' && !path.includes('*')).sort();
}

export async function prerender(distDir) {
  const dist = resolve(distDir);
  const index = join(dist, 'index.html');
  const html = await readFile(index, 'utf8').catch(() => null);
  if (html === null) throw new Error(`${index} is missing: run vite build first`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
    throw new Error(`${index} contains an inline <script>: the Content-Security-Policy forbids it`);
  }
  const paths = await routePaths();
  for (const path of paths) {
    const target = join(dist, path, 'index.html');
    await mkdir(dirname(target), { recursive: true });
    await copyFile(index, target);
  }
  await copyFile(index, join(dist, '404.html'));
  return paths;
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
