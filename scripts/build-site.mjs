#!/usr/bin/env node
/**
 * Assembles the deployable site in dist/: the docs (docs-site/dist) at the root and the demo
 * (template/dist, already holding one HTML file per route and 404.html) under /demo/, and the API
 * contract at /openapi.json.
 *
 * Two finishing steps keep the output host-agnostic:
 * - inline <script> blocks in the docs pages (Astro writes its island loader inline) move into
 *   external files, so the whole site runs under `script-src 'self'` without hashes;
 * - text files get .br and .gz siblings that static servers can send as they are
 *   (scripts/serve.mjs does, nginx `brotli_static`/`gzip_static` too).
 *
 * Run `npm run build` (workspaces first, then this script).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { writeOpenApi } from './openapi.mjs';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = join(repoRoot, 'dist');
const docs = join(repoRoot, 'docs-site/dist');
const demo = join(repoRoot, 'template/dist');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataTypes = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap|text\/template)/i;

// A start tag with its attributes; quoted values are consumed whole, so markup quoted inside an
// attribute (code shown by a copy button's data-code="<Button onClick={...}>") is not a tag.
const startTag = /<[a-z][\w:-]*((?:\s+[^\s"'=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const attributeName = /\s([^\s"'=<>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** True when a start tag in the HTML carries an event handler attribute (onclick=...). */
function hasInlineHandler(html) {
  for (const [, attributes = ''] of html.matchAll(startTag)) {
    for (const [, name = ''] of attributes.matchAll(attributeName)) if (/^on[a-z]+$/i.test(name)) return true;
  }
  return false;
}

/** Moves inline scripts of one HTML file to /_astro/inline/<hash>.js. Returns how many moved. */
async function externaliseScripts(file, scriptDir) {
  const html = await readFile(file, 'utf8');
  let moved = 0;
  const pending = [];
  const next = html.replace(inlineScript, (whole, attrs, body) => {
    if (/\bsrc\s*=/.test(attrs) || dataTypes.test(attrs) || body.trim() === '') return whole;
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const name = `${hash}.js`;
    pending.push(writeFile(join(scriptDir, name), body));
    moved += 1;
    return `<script${attrs} src="/_astro/inline/${name}"></script>`;
  });
  if (hasInlineHandler(next.replace(inlineScript, ''))) {
    throw new Error(`${relative(repoRoot, file)} has an inline event handler attribute: the CSP forbids it`);
  }
  await Promise.all(pending);
  if (moved) await writeFile(file, next);
  return moved;
}

async function precompress(root) {
  const files = [];
  for await (const file of walk(root)) {
    if (!compressible.has(extname(file))) continue;
    const info = await stat(file);
    if (info.size >= 1024) files.push(file);
  }
  // Compression runs on the libuv thread pool; a few at a time keeps memory flat.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

async function main() {
  for (const [dir, hint] of [
    [docs, 'npm run build -w docs-site'],
    [demo, 'npm run build -w template'],
  ]) {
    if (!(await exists(join(dir, 'index.html'))))
      throw new Error(`${relative(repoRoot, dir)} is not built: run ${hint}`);
  }
  if (!(await exists(join(demo, '404.html')))) {
    throw new Error('template/dist/404.html is missing: the template build must run scripts/prerender-routes.mjs');
  }

  // Hosts that answer every miss with the root 404.html rely on it to boot the demo (see
  // docs-site/public/demo-fallback.js): a docs build without the hand-over would break deep links.
  if (!(await readFile(join(docs, '404.html'), 'utf8')).includes('demo-fallback.js')) {
    throw new Error('docs-site/dist/404.html does not load demo-fallback.js: deep links to new demo ids would fail');
  }

  await rm(out, { recursive: true, force: true });
  await cp(docs, out, { recursive: true });
  await cp(demo, join(out, 'demo'), { recursive: true });
  // The API contract, generated from the app's zod schemas (scripts/openapi.mjs).
  await writeOpenApi(join(out, 'openapi.json'));

  const scriptDir = join(out, '_astro/inline');
  await mkdir(scriptDir, { recursive: true });
  let moved = 0;
  for await (const file of walk(out)) {
    // A unit test that a glob swept into a build brings its testing library (and, for the app's
    // tests, the demo backend) to the site.
    if (/\.test[.-]/.test(relative(out, file))) {
      throw new Error(`${relative(repoRoot, file)} is a unit test in the built site: leave tests out of the globs`);
    }
    if (file.endsWith('.html') && !file.startsWith(join(out, 'demo') + '/')) {
      moved += await externaliseScripts(file, scriptDir);
    }
  }
  const compressed = await precompress(out);
  console.log(
    `build-site: dist/ ready (docs at /, demo at /demo/); ${moved} inline scripts externalised, ${compressed} files precompressed`,
  );
}

main().catch((error) => {
  console.error(`build-site: ${error.message}`);
  process.exit(1);
});
