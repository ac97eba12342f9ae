#!/usr/bin/env node
/**
 * Proves `npm run strip-demo`: strips a copy of the project into .cache/starter (node_modules linked,
 * nothing installed), then runs the starter's own checks there: type check, unit tests, and the
 * template's full build (client, server render, pre-rendered pages). Last, the built files must hold
 * no demo backend code (MSW's log prefix, its worker's name). Prints the step that failed, with its
 * output.
 *
 * Usage: `node scripts/strip-demo/check.mjs` (`npm test` runs it in its build step).
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const starter = join(root, '.cache/starter');
const template = join(starter, 'template');

/** Runs a command with its output kept back: shown only when it fails. */
function run(command, args, cwd) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => done({ code: code ?? 1, output }));
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

/**
 * Each stage's commands run side by side. One per stage: Vitest beside tsc failed once on a busy
 * two-core machine, and never alone.
 */
const stages = [
  [['strip', 'node', ['scripts/strip-demo.mjs', '--out', starter, '--link-node-modules'], root]],
  [['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], template]],
  [['unit tests', 'npx', ['vitest', 'run', '--reporter=dot', '--config', 'vitest.check.config.ts'], template]],
  [['build', 'npm', ['run', 'build', '--silent'], template]],
];

/**
 * The starter's node_modules is a link to this checkout's, so modules resolve to paths outside the
 * starter, which Vite's dev server (and so Vitest) refuses to serve as files (`?url` imports). This
 * config, the check's own, lets it serve this checkout; a real starter has its own node_modules.
 */
const checkConfig = `import { mergeConfig } from 'vite';
import config from './vite.config';

export default mergeConfig(config({ command: 'serve', mode: 'test' }), { server: { fs: { allow: [${JSON.stringify(root)}] } } });
`;

for (const [index, stage] of stages.entries()) {
  if (index === 1) await writeFile(join(template, 'vitest.check.config.ts'), checkConfig);
  const outcomes = await Promise.all(
    stage.map(async ([name, command, args, cwd]) => {
      const started = Date.now();
      const { code, output } = await run(command, args, cwd);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) console.log(`starter: ${name} ok (${seconds}s)`);
      return { name, code, output };
    }),
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  for (const { name, output } of failed) {
    process.stdout.write(output);
    console.error(`starter: the ${name} failed in .cache/starter (its output is above)`);
  }
  if (failed.length) process.exit(1);
}

const leaks = [];
for (const file of await filesUnder(join(template, 'dist'))) {
  if (!/\.(js|html)$/.test(file)) continue;
  const text = await readFile(file, 'utf8');
  for (const marker of ['[MSW]', 'mockServiceWorker', 'demo-worker']) {
    if (text.includes(marker)) leaks.push(`${relative(starter, file)} contains "${marker}"`);
  }
}
if (leaks.length) {
  console.error(`starter: demo backend code in the build:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log('starter: strips, type-checks, passes its unit tests and builds without any demo backend code');
