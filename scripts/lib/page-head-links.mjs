/**
 * The <link> tags scripts/prerender-routes.mjs adds to a route's HTML so the browser asks for what
 * the page needs beside the entry, not after it. Files come from Vite's manifest (by source path):
 * - module preloads of the page's own code: its screen and, for the content layout, the signed-in
 *   shell, with their static imports;
 * - stylesheets of that code (a screen's component CSS), beside the site's stylesheet;
 * - preloads of the body font's regular and semibold weights, which the stylesheet only names:
 *   found after the stylesheet, they arrived after the first paint, and text measured in the
 *   fallback face re-wrapped when they did (a line more or less moved whatever was below it);
 *   and, at low priority, of its medium and bold weights.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The lazily loaded layout of signed-in pages (app/router.tsx imports it by this path). */
const contentLayoutSource = 'src/app/layouts/content-layout.tsx';
/** The signed-in screens' loaders (app/content-screens.ts): needed before any of their screens. */
const contentScreensSource = 'src/app/content-screens.ts';

/** JS files a manifest entry needs: its own chunk and, recursively, its static imports. */
export function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`Vite's manifest has no entry for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

/** Stylesheets a manifest entry needs: its chunk's and, recursively, its static imports' CSS. */
function chunkStyles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((next) => chunkStyles(manifest, next, seen))];
}

/** The manifest entries a page's code starts from: its screen and, signed in, the shell's loaders. */
const pageKeys = (page) => [
  `src/app/routes/${page.screen}.tsx`,
  ...(page.layout === 'content' ? [contentLayoutSource, contentScreensSource] : []),
];

/** For each page, the modulepreload tags of its code that index.html does not already load. */
export function preloadTags(manifest, html) {
  const base = /src="([^"]*)assets\/[^"]+\.js"/.exec(html)?.[1];
  if (!base) throw new Error('index.html has no entry script under assets/');
  return (page) => {
    const files = [...new Set(pageKeys(page).flatMap((key) => chunkFiles(manifest, key)))].filter(
      (file) => !html.includes(file),
    );
    return files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
  };
}

/**
 * The stylesheets of a page's own code (a screen's component CSS: rich text, calendars), linked
 * beside the site's stylesheet when the page carries its markup: that markup paints with the looks
 * it hydrates with. Otherwise they arrive with the code, after the first paint, and whatever they
 * restyle (a rich text preview's headings and lists) changes size and moves what is below it. Vite
 * then finds each one already linked and does not load it again.
 */
export function withScreenStyles(html, manifest, page, base) {
  const files = [...new Set(pageKeys(page).flatMap((key) => chunkStyles(manifest, key)))].filter(
    (file) => !html.includes(file),
  );
  if (!files.length) return html;
  const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(html);
  if (!stylesheet) throw new Error("index.html has no stylesheet link to put the screen's stylesheets after");
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  return html.replace(stylesheet[0], [stylesheet[0], ...links].join('\n    '));
}

/**
 * The weights nearly every page draws on its first screen: 400 (body text) and 600 (headings, the
 * title of every page). A heading measured in the fallback face re-wrapped too: the sign-in cover's
 * "Locked out? It happens to everyone." is 506 px in Public Sans and 513 px in its fallback, so it
 * took two lines of a 512 px box until the font came, then one, and the centred illustration above
 * it moved (CLS 0.029 on /auth/forgot-password-v2, desktop).
 */
const firstScreenWeights = [400, 600];

/**
 * The body font's other weights: 500 (labels, buttons, menus), which the first styles find a little
 * later, and 700 (figures and names, which often arrive with the data). Every web font that arrives
 * makes the browser lay out the page's text again: on /dashboard/analytics 700 came with the cards'
 * data and cost a second layout of the whole page (1,260 objects, ~60 ms at 4x CPU). Preloaded at
 * low priority, they come after the first screen's files and before the data. Pages that never draw
 * 700 (the kanban board, the tables) fetch 14.6 KB for nothing: Lighthouse mobile found no cost there
 * (3 runs each, A/B), and their largest paint came ~0.1 s sooner, with 500 no longer found late.
 */
const laterWeights = [500, 700];

/** The body font's latin files of those weights (styles: @fontsource/public-sans), as preload tags. */
export async function bodyFontPreload(dist, base) {
  const files = await readdir(join(dist, 'assets'));
  return [...firstScreenWeights, ...laterWeights]
    .map((weight) => {
      const font = files.find((name) => new RegExp(`^public-sans-latin-${weight}-normal-.+\\.woff2$`).test(name));
      if (!font)
        throw new Error(`the body font (public-sans-latin-${weight}-normal-*.woff2) is missing from the built assets`);
      const low = laterWeights.includes(weight) ? ' fetchpriority="low"' : '';
      return `<link rel="preload" as="font" type="font/woff2"${low} crossorigin href="${base}assets/${font}">`;
    })
    .join('\n    ');
}

/** Puts the font preload beside (before) the stylesheet link. */
export function withFontPreload(html, preload) {
  const stylesheet = '<link rel="stylesheet"';
  if (!html.includes(stylesheet)) throw new Error('index.html has no stylesheet link to put the font preload beside');
  return html.replace(stylesheet, `${preload}\n    ${stylesheet}`);
}
