#!/usr/bin/env node
/**
 * Link check of the built site (dist/, after `npm run build`): every internal href/src/srcset in the
 * docs' HTML must resolve to a file in dist/, and every #anchor to an id on the target docs page.
 *
 * - Links into the demo count too: /demo/<route> must have its own pre-rendered HTML file
 *   (dist/demo/<route>/index.html). The demo's 404.html would still boot the app for any other
 *   address, but with a 404 status, so a docs link that depends on it is reported as broken.
 * - The demo's own HTML is not checked (the app routes its links in the browser).
 * - External links (http:, mailto:, data: ...) are not fetched.
 *
 * Usage: `node scripts/check-links.mjs [--root dist]`. Prints every broken link with the page it is
 * on, then one summary line; exits 1 when anything is broken.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({ options: { root: { type: 'string', default: join(repoRoot, 'dist') } } });
const root = resolve(values.root);
const origin = 'http://site.invalid';

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const isFile = (path) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/** The file a site path is served from, as scripts/serve.mjs (and plain static hosts) would. */
async function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = join(root, decoded);
  if (path !== root && !path.startsWith(root + sep)) return null;
  if (!decoded.endsWith('/') && (await isFile(path))) return path;
  const index = join(path, 'index.html');
  return (await isFile(index)) ? index : null;
}

/** Site path of an HTML file: dist/theming/index.html -> /theming/. */
function pageUrl(file) {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

const tag = /<[a-z][\w-]*(\s[^>]*)?>/gi;
const attribute = /\s(href|src|srcset)\s*=\s*("([^"]*)"|'([^']*)')/gi;
const comments = /<!--[\s\S]*?-->/g;

function decodeEntities(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/**
 * The page without its live examples: the markup inside <astro-island> elements is a template
 * example rendered as it runs in the app (breadcrumbs to "#dashboard", an image with a broken
 * source on purpose), which is the example's content, not the docs' navigation.
 */
function withoutIslands(html) {
  let out = '';
  let depth = 0;
  let at = 0;
  for (const match of html.matchAll(/<(\/?)astro-island\b[^>]*>/g)) {
    if (depth === 0) out += html.slice(at, match.index);
    depth = Math.max(0, depth + (match[1] ? -1 : 1));
    at = match.index + match[0].length;
  }
  return depth === 0 ? out + html.slice(at) : out;
}

/** href, src and srcset values of the page's tags (text that merely looks like a tag is skipped). */
function linksOf(html) {
  const links = [];
  for (const [, attributes = ''] of withoutIslands(html.replace(comments, '')).matchAll(tag)) {
    for (const match of attributes.matchAll(attribute)) {
      const name = match[1].toLowerCase();
      const value = decodeEntities(match[3] ?? match[4] ?? '').trim();
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) links.push(url);
        }
      } else if (value) {
        links.push(value);
      }
    }
  }
  return links;
}

const idCache = new Map();
async function idsOf(file) {
  if (!idCache.has(file)) {
    const html = await readFile(file, 'utf8');
    const ids = new Set();
    for (const match of html.matchAll(/\s(?:id|name)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
      ids.add(decodeEntities(match[2] ?? match[3] ?? ''));
    }
    idCache.set(file, ids);
  }
  return idCache.get(file);
}

async function main() {
  if (!(await isFile(join(root, 'index.html')))) {
    console.error(`check-links: ${relative(repoRoot, root) || root} has no index.html: run npm run build first`);
    process.exit(2);
  }
  const demoDir = join(root, 'demo') + sep;
  const broken = [];
  let pages = 0;
  let checked = 0;
  for await (const file of walk(root)) {
    if (!file.endsWith('.html') || file.startsWith(demoDir)) continue;
    pages += 1;
    const page = pageUrl(file);
    const base = new URL(page, origin);
    for (const link of new Set(linksOf(await readFile(file, 'utf8')))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      checked += 1;
      const url = new URL(link, base);
      const target = await fileFor(url.pathname);
      if (!target) {
        const where = url.pathname.startsWith('/demo/') ? 'no pre-rendered demo route' : 'no such file';
        broken.push(`${page}: ${link} (${where})`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (!hash || hash === '_top' || target.startsWith(demoDir) || !target.endsWith('.html')) continue;
      if (!(await idsOf(target)).has(hash)) broken.push(`${page}: ${link} (no element with id "${hash}")`);
    }
  }
  for (const line of broken) console.error(`broken link  ${line}`);
  console.log(`check-links: ${pages} docs pages, ${checked} internal links, ${broken.length} broken`);
  process.exit(broken.length ? 1 : 0);
}

main().catch((error) => {
  console.error(`check-links: ${error.message}`);
  process.exit(2);
});
