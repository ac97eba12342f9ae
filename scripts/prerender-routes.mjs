#!/usr/bin/env node
/**
 * Writes one HTML file per known route of the demo (dist/<path>/index.html, a copy of the built
 * index.html) plus 404.html, so deep links answer 200 on any static host without rewrite rules,
 * and other paths (an id that only exists in the browser's demo data, a typo) answer 404 while the
 * app still boots and routes them. Hosts that only serve the site's root 404.html reach this
 * 404.html through the docs' hand-over script (docs-site/public/demo-fallback.js).
 *
 * Routes come from the route registry, template/src/config/paths.ts (Node 24 strips the TypeScript
 * types on import). Routes with params are written for each of their `samples`; a param route
 * without samples does not type-check, and stops this script too, so it is never silently missing.
 *
 * Each route's HTML also lists its own code as <link rel="modulepreload">, and a page with its
 * markup links its screen's stylesheets and preloads the body font (scripts/lib/page-head-links.mjs):
 * the browser fetches them beside the entry instead of after it.
 *
 * Every page is rendered to HTML here with the app's own code (template/src/entry-server.tsx,
 * built next to the site by `vite build --ssr`): pages a visitor without a session sees whole
 * (sign-in, status, landing and demo auth pages), signed-in pages as their shell, page header and
 * loading placeholders (or their data, for routes marked `answersInPage`, with the answers as JSON). The page shows before any script runs and React hydrates it. The root
 * carries `data-prerendered="<path>"` so main.tsx knows which page the markup belongs to, and
 * `data-layout` so public/theme-init.js can hide a signed-in shell that does not fit the visitor
 * (no session, another menu layout, a query). The pages need no script to paint, so their code is
 * requested only after the first paint (public/start-after-paint.js adds the module script and its
 * preloads then, with the screen's strings in the markup's language).
 *
 * Usage: node scripts/prerender-routes.mjs [distDir] [ssrDir]
 *   (defaults: template/dist and template/dist-ssr)
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bodyFontPreload, chunkFiles, preloadTags, withFontPreload, withScreenStyles } from './lib/page-head-links.mjs';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pathsModule = join(repoRoot, 'template/src/config/paths.ts');
const themeModule = join(repoRoot, 'template/src/config/theme.ts');

/** Lists the in-app paths (without the base) that get their own HTML file, with their route name. */
export async function routePages() {
  const { routes, pathTo } = await import(pathToFileURL(pathsModule).href);
  const pages = new Map();
  for (const [name, def] of Object.entries(routes)) {
    if (!def.path.includes(':')) {
      pages.set(def.path, name);
      continue;
    }
    if (!def.samples?.length) {
      throw new Error(`Route "${name}" (${def.path}) has params but no \`samples\` in template/src/config/paths.ts`);
    }
    for (const params of def.samples) pages.set(pathTo(name, params), name);
  }
  return [...pages]
    .filter(([path]) => path !== '/' && !path.includes('*'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, name]) => ({
      path,
      name,
      layout: routes[name].layout,
      screen: routes[name].screen,
      ns: routes[name].ns,
    }));
}

/** Only the paths (bench and tests use this). */
export async function routePaths() {
  return (await routePages()).map((page) => page.path);
}

/**
 * Vite's manifest, with each lazy import's re-export file replaced by the chunk its code is in
 * (template/build/direct-lazy-imports.ts points the app's imports there): the pages preload what
 * the app will ask for.
 */
async function readManifest(dist) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const direct = JSON.parse(await readFile(join(dist, '.vite/direct-imports.json'), 'utf8').catch(() => '{}'));
  for (const entry of Object.values(manifest)) entry.file = direct[entry.file] ?? entry.file;
  return manifest;
}

/**
 * The strings a pre-rendered page's screen needs in the markup's language (the shell's and the
 * route's namespaces): public/start-after-paint.js fetches them beside the page's code when the
 * visitor reads that language, instead of i18n asking for them once that code runs.
 */
function stringsFor(manifest, language, shellNamespaces) {
  return (page) =>
    [...shellNamespaces, ...page.ns]
      .map((ns) => `src/locales/${language}/${ns}.json`)
      .filter((key) => key in manifest)
      .flatMap((key) => chunkFiles(manifest, key));
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Loads the server build's renderer, or null when the site was built without one. */
async function loadRenderer(ssrDir) {
  const entry = join(resolve(ssrDir), 'entry-server.js');
  const found = await readFile(entry).then(
    () => true,
    () => false,
  );
  return found ? (await import(pathToFileURL(entry).href)).renderRoute : null;
}

/**
 * A page whose markup is in its HTML needs no script to paint: its code is requested once the first
 * frame is on screen, so the stylesheet and fonts the paint waits for have the connection to
 * themselves. The module script and modulepreload links give way to public/start-after-paint.js,
 * which adds them after that paint.
 */
function scriptsAfterPaint(html, base, { strings, language }) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to start after the first paint');
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...html.matchAll(preload)].map((match) => match[1]);
  const starter =
    `<script src="${base}start-after-paint.js" defer data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"` +
    ` data-strings="${[...new Set(strings)].map((file) => base + file).join(' ')}" data-strings-lang="${language}"></script>`;
  return html.replace(preload, '').replace(entry[0], starter);
}

/** JSON that cannot end the <script> element it sits in (nor open a comment there). */
const jsonForHtml = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Puts a page's rendered markup and title into the route's HTML. */
function withMarkup(html, page, rendered) {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  if (/<script\b/i.test(rendered.html))
    throw new Error(`${page.path} rendered an inline <script> (the CSP forbids it)`);
  // data-layout tells theme-init.js which markup it is: a signed-in shell only suits a session.
  // The answers the markup was drawn from travel with it as data (not a script: never executed, so
  // the CSP allows it), for main.tsx to put in the query cache before React takes the markup over;
  // data-answers tells theme-init.js to check that the visitor's demo data is still what they say.
  const answers = rendered.answers
    ? `<script type="application/json" id="page-answers">${jsonForHtml(rendered.answers)}</script>`
    : '';
  const attributes = `data-prerendered="${page.path}" data-layout="${page.layout}"${answers ? ' data-answers' : ''}`;
  return html
    .replace(root, `<div id="root" ${attributes}>${rendered.html}</div>${answers}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
}

export async function prerender(distDir, ssrDir = join(repoRoot, 'template/dist-ssr')) {
  const dist = resolve(distDir);
  const renderRoute = await loadRenderer(ssrDir);
  const index = join(dist, 'index.html');
  const html = await readFile(index, 'utf8').catch(() => null);
  if (html === null) throw new Error(`${index} is missing: run vite build first`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
    throw new Error(`${index} contains an inline <script>: the Content-Security-Policy forbids it`);
  }
  const pages = await routePages();
  const manifest = await readManifest(dist);
  const tagsFor = preloadTags(manifest, html);
  const { shellNamespaces } = await import(pathToFileURL(themeModule).href);
  const language = /<html lang="([^"]+)"/.exec(html)?.[1];
  if (!language) throw new Error(`${index} has no <html lang>: the markup's language decides its strings' preloads`);
  const stringsOf = stringsFor(manifest, language, shellNamespaces);
  const base = /src="([^"]*)assets\/[^"]+\.js"/.exec(html)?.[1] ?? '/';
  const fontPreload = await bodyFontPreload(dist, base);
  let prerendered = 0;
  for (const page of pages) {
    const target = join(dist, page.path, 'index.html');
    await mkdir(dirname(target), { recursive: true });
    const tags = tagsFor(page);
    let pageHtml = tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html;
    if (renderRoute) {
      const rendered = await renderRoute(`http://prerender.local${base}${page.path.slice(1)}`);
      if (rendered.kind !== 'html') throw new Error(`${page.path} redirects the pre-render`);
      pageHtml = scriptsAfterPaint(withMarkup(pageHtml, page, rendered), base, { strings: stringsOf(page), language });
      pageHtml = withFontPreload(withScreenStyles(pageHtml, manifest, page, base), fontPreload);
      prerendered += 1;
    }
    await writeFile(target, pageHtml);
  }
  await copyFile(index, join(dist, '404.html'));
  // The manifest served its purpose; it is not part of the site.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  return { paths: pages.map((page) => page.path), prerendered };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? join(repoRoot, 'template/dist');
  prerender(dist, process.argv[3])
    .then(({ paths, prerendered }) =>
      console.log(`prerender: ${paths.length} route pages (${prerendered} with their markup) + 404.html in ${dist}`),
    )
    .catch((error) => {
      console.error(`prerender: ${error.message}`);
      process.exit(1);
    });
}
