#!/usr/bin/env node
/**
 * Proves the swap point: the template builds without its demo backend. Copies template/ to
 * .cache/no-demo/ minus src/mocks and public/mockServiceWorker.js (what a buyer deletes), builds
 * the app there, and checks that no demo backend code reached the bundle.
 *
 * Usage: `node scripts/build-without-demo.mjs` (npm test runs it after the site build).
 */
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const source = join(root, 'template');
// Inside the repo so the copy resolves the workspace's node_modules like the original does.
const copy = join(root, '.cache/no-demo/template');
const demoOnly = ['src/mocks', 'public/mockServiceWorker.js'];
const skipped = ['node_modules', 'dist', 'dist-ssr', ...demoOnly];

function run(command, args, cwd) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code) => done(code ?? 1));
  });
}

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else out.push(path);
  }
  return out;
}

await rm(copy, { recursive: true, force: true });
await cp(source, copy, {
  recursive: true,
  filter: (path) => !skipped.some((s) => relative(source, path) === s.split('/').join(sep)),
});
// The template reads a few workspace files beside it (tsconfig base, Tailwind theme).
for (const name of await readdir(root)) {
  if (/^(tsconfig.*\.json|tailwind\.config\.\w+)$/.test(name)) await cp(join(root, name), join(copy, '..', name));
}

const code = await run('npx', ['vite', 'build', '--logLevel', 'warn'], copy);
if (code !== 0) {
  console.error('build-without-demo: the template does not build without src/mocks');
  process.exit(1);
}

// The demo backend's entry and MSW's worker registration must be gone from the bundle.
const leaks = [];
for (const file of await filesUnder(join(copy, 'dist'))) {
  if (!/\.(js|html)$/.test(file)) continue;
  const text = await readFile(file, 'utf8');
  for (const marker of ['[MSW]', 'mockServiceWorker']) {
    if (text.includes(marker)) leaks.push(`${relative(copy, file)} contains "${marker}"`);
  }
}
if (leaks.length) {
  console.error(`build-without-demo: demo backend code in the build:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log('build-without-demo: the template builds without src/mocks and ships none of it');
