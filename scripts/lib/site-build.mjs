/**
 * Whether the built site (dist/) still matches its sources, for `npm run bench`: it measures what
 * was built, so a build older than the newest source file is rebuilt first (or, with --no-build,
 * refused), never measured as if it were today's code.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the site is built from, relative to the repository root. */
const sources = [
  'template/src',
  'template/public',
  'template/index.html',
  'template/vite.config.ts',
  'template/build',
  'docs-site/src',
  'scripts',
];

async function newestMtime(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.astro') continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Runs `npm run build` in `root` when dist/ is missing or older than its sources.
 * @param {string} root the repository root
 * @param {{ allowed: boolean, log: (...args: unknown[]) => void }} options allowed: false throws instead of building
 */
export async function buildIfNeeded(root, { allowed, log }) {
  const built = await stat(join(root, 'dist/demo/index.html')).catch(() => null);
  const newest = await Promise.all(sources.map((p) => newestMtime(join(root, p))));
  const stale = !built || Math.max(...newest) > built.mtimeMs;
  if (!stale) return;
  if (!allowed) throw new Error('dist/ is missing or older than the sources: run npm run build (or drop --no-build)');
  log('building the site (dist/ is missing or stale)');
  const code = await new Promise((done) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 2, 2] });
    child.on('exit', (c) => done(c ?? 1));
  });
  if (code !== 0) throw new Error('the build failed');
}
