#!/usr/bin/env node
/**
 * `npm run build:real-api`: the app built for a real API instead of its demo backend, for
 * e2e/tests/real-api.spec.ts. VITE_API_BASE_URL is the same-origin path `/api`, so the bundle does
 * not need to know the reference server's port: the test's site serves this build at /demo/ and
 * passes /api on to the server, wherever it runs (e2e/support/real-api-site.ts).
 *
 * Only the client build: no pre-rendered pages, the site answers every /demo/ address with
 * index.html. Output: .cache/real-api/demo/ (never dist/, which the rest of e2e tests).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const realApiBuildDir = join(root, '.cache/real-api');

export async function buildRealApi() {
  // A failed build must not leave the previous one for the spec to test.
  await rm(realApiBuildDir, { recursive: true, force: true });
  const outDir = join(realApiBuildDir, 'demo');
  return new Promise((done) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: join(root, 'template'),
      env: { ...process.env, VITE_API_BASE_URL: '/api' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await buildRealApi());
}
