#!/usr/bin/env node
/**
 * Plain static server for the built site (dist/: docs at /, demo at /demo/).
 *
 * It behaves like the most basic static host (GitHub Pages, Netlify, Vercel, S3 website hosting),
 * so what works here works there: file -> file, directory -> its index.html (with or without the
 * trailing slash), anything else -> the ROOT 404.html with status 404, even under /demo/. There is
 * deliberately NO single-page-app rewrite: known routes have their own HTML file
 * (scripts/prerender-routes.mjs), and any other /demo/ address (an id created in the browser) boots
 * the app through the root 404.html's hand-over script (docs-site/public/demo-fallback.js). Hosts
 * that serve demo/404.html for misses under /demo/ (Cloudflare Pages, the nginx example in the docs)
 * skip that step; both roads end in the same app with the same 404 status.
 *
 * Every response carries the Content-Security-Policy documented in README.md, so the e2e suite
 * proves the site runs under it.
 *
 * Usage: `node scripts/serve.mjs [--port N] [--host H] [--root DIR]` (PORT env also works), or
 * `import { start } from './serve.mjs'` -> `{ url, port, close }`.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy } from './lib/content-security-policy.mjs';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const defaultRoot = join(repoRoot, 'dist');

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Text types are worth serving precompressed (build-site.mjs writes .br and .gz siblings). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : info.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  return [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].filter(([name]) => accepted.includes(name));
}

/**
 * One `bytes=start-end` range (or `start-`, or `-suffix`) of a file of `size` bytes; null when the
 * request asks for the whole file or for several ranges (then it gets the whole file, as allowed).
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

function createHandler(root, { log }) {
  return async function handle(req, res) {
    const started = Date.now();
    const done = (status) => log?.(`${status} ${req.method} ${req.url} ${Date.now() - started}ms`);
    const common = {
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return done(405);
    }

    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { ...common, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request');
      return done(400);
    }

    // normalize() resolves "..": anything that would climb out of the root is treated as a miss.
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    let filePath = join(root, relative);
    let status = 200;
    let info = filePath.startsWith(root + sep) || filePath === root ? await fileAt(filePath) : null;

    if (info === 'dir') {
      // Served without a redirect, with or without the trailing slash, so a deep link keeps its URL
      // (what Netlify, Cloudflare Pages and nginx `try_files $uri $uri/index.html` do).
      filePath = join(filePath, 'index.html');
      info = await fileAt(filePath);
    }

    if (!info || info === 'dir') {
      status = 404;
      filePath = join(root, '404.html');
      info = await fileAt(filePath);
      if (!info || info === 'dir') {
        res.writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
        return done(404);
      }
    }

    const ext = extname(filePath).toLowerCase();
    const headers = {
      ...common,
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      // Vite and Astro put content hashes in asset names, so those never change; pages always revalidate.
      'Cache-Control': /\/(assets|_astro)\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (filePath.endsWith('demo-worker.js')) headers['Service-Worker-Allowed'] = '/demo/';

    let bodyPath = filePath;
    let size = info.size;
    if (compressible.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      for (const [encoding, suffix] of pickEncoding(req.headers['accept-encoding'])) {
        const packed = await fileAt(filePath + suffix);
        if (packed && packed !== 'dir') {
          bodyPath = filePath + suffix;
          size = packed.size;
          headers['Content-Encoding'] = encoding;
          break;
        }
      }
    }
    headers['Last-Modified'] = info.mtime.toUTCString();
    // Media players ask for byte ranges (to read a video's index, to seek); static hosts answer 206.
    const range = status === 200 && bodyPath === filePath ? byteRange(req.headers.range, size) : null;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...common, 'Content-Range': `bytes */${size}` });
      res.end();
      return done(416);
    }
    if (status === 200 && !compressible.has(ext)) headers['Accept-Ranges'] = 'bytes';
    if (range) {
      status = 206;
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    }
    headers['Content-Length'] = String(range ? range.end - range.start + 1 : size);

    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return done(status);
    }
    const stream = createReadStream(bodyPath, range ?? undefined);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    res.on('finish', () => done(status));
  };
}

/**
 * Starts the server. `port` 0 (default) takes a free port.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function start({ root = defaultRoot, port = 0, host = '127.0.0.1', log } = {}) {
  const absoluteRoot = resolve(root);
  const index = await fileAt(join(absoluteRoot, 'index.html'));
  if (!index || index === 'dir') {
    throw new Error(`No built site in ${absoluteRoot}: run \`npm run build\` first.`);
  }
  const server = createServer(createHandler(absoluteRoot, { log }));
  server.keepAliveTimeout = 5_000;
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`;
  return {
    url,
    port: actualPort,
    close: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      root: { type: 'string', default: defaultRoot },
      log: { type: 'boolean', default: false },
    },
  });
  const wanted = values.port ?? process.env.PORT;
  const options = { root: values.root, host: values.host, log: values.log ? console.log : undefined };
  let server;
  if (wanted !== undefined) {
    server = await start({ ...options, port: Number(wanted) });
  } else {
    // A stable port is friendlier to bookmark; fall back to any free one when it is taken.
    server = await start({ ...options, port: 4321 }).catch((error) => {
      if (error.code === 'EADDRINUSE') return start({ ...options, port: 0 });
      throw error;
    });
  }
  console.log(`\nTessera is running:\n  docs  ${server.url}\n  demo  ${server.url}demo/\n\nPress Ctrl+C to stop.`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
