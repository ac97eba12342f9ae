#!/usr/bin/env node
/**
 * `npm test`: every suite, then ONE summary line `N passed, N failed`.
 *
 *   1. typecheck  template + e2e (tsc)                          counts as 1 test
 *   2. lint       ESLint over the repo, then Prettier --check         counts as 1 test
 *   3. unit       Vitest in template/ (JSON report -> counts)
 *   4. build      the static site (always: e2e must test this tree, and it takes seconds) 1 test,
 *                 the starter `npm run strip-demo` makes: stripped into .cache/starter, then its
 *                 type check, unit tests and build, with no demo backend code in the bundle
 *                 (scripts/strip-demo/check.mjs) 1 test, and the link check of the built docs
 *                 (scripts/check-links.mjs) 1 test, and the app built for the reference server
 *                 (scripts/build-real-api.mjs, into .cache/real-api) 1 test
 *   5. e2e        Playwright in Chromium against dist/ served by scripts/serve.mjs (when e2e/ exists:
 *                 the starter has none); tests/real-api.spec.ts runs the real-api build against
 *                 the reference server (server/) it starts itself
 *
 * On two cores the steps share the machine in three phases (see `main`): first ESLint on one core
 * while tsc, then the build and the starter, take the other; then Vitest alone (its tests wait on
 * timers, and a busy machine makes them miss); then Playwright alone. The summary lists the steps
 * in the order above whatever order they finished in.
 *
 * A failing step does not stop the later ones (you see every problem in one run), except that
 * e2e needs a successful build. Exit code 1 when anything failed.
 *
 * Options: --skip <step[,step]> (e.g. `npm test -- --skip e2e`), --only <step[,step]>.
 * Extra Playwright args after `--`: `npm test -- --only e2e -- tests/smoke.spec.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './lib/chromium.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const reports = join(root, '.cache/test-all');
const steps = ['typecheck', 'lint', 'unit', 'build', 'e2e'];
/** Steps a stripped starter (`npm run strip-demo`) no longer has the files for. */
const present = {
  e2e: existsSync(join(root, 'e2e')),
  starter: existsSync(join(root, 'scripts/strip-demo/check.mjs')),
  links: existsSync(join(root, 'scripts/check-links.mjs')),
  realApi: existsSync(join(root, 'scripts/build-real-api.mjs')),
};

function parseCli(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const playwrightArgs = split === -1 ? [] : argv.slice(split + 1);
  const list = (flag) => {
    const at = own.indexOf(flag);
    return at === -1 ? null : (own[at + 1] ?? '').split(',').filter(Boolean);
  };
  const only = list('--only');
  const skip = list('--skip') ?? [];
  for (const name of [...(only ?? []), ...skip]) {
    if (!steps.includes(name)) throw new Error(`unknown step "${name}" (steps: ${steps.join(', ')})`);
  }
  return { run: steps.filter((s) => (only ? only.includes(s) : true) && !skip.includes(s)), playwrightArgs };
}

function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

function banner(text) {
  console.log(`\n${'='.repeat(8)} ${text} ${'='.repeat(Math.max(8, 70 - text.length))}`);
}

/** The summary's order: a step's results are listed here whenever it finishes. */
const summaryOrder = ['typecheck', 'lint', 'unit', 'build', 'starter', 'links', 'real-api', 'e2e'];
const results = [];
function record(step, passed, failed, note = '', seconds = undefined) {
  results.push({ step, passed, failed, note, seconds });
}

const since = (start) => Math.round((Date.now() - start) / 1000);

async function typecheck() {
  const start = Date.now();
  const code = await run('npm', ['run', 'typecheck', '--silent']);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1, '', since(start));
}

async function lint() {
  const start = Date.now();
  const eslint = await run('npm', ['run', 'lint', '--silent']);
  const prettier = await run('npm', ['run', 'format:check', '--silent']);
  const code = eslint || prettier;
  record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1, '', since(start));
}

async function unit() {
  const start = Date.now();
  const output = join(reports, 'vitest.json');
  await rm(output, { force: true });
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: join(root, 'template') },
  );
  const report = await readJson(output);
  if (!report) {
    record('unit', 0, 1, 'Vitest did not finish (no report)', since(start));
    return;
  }
  const failedSuites = (report.testResults ?? []).filter((s) => s.status === 'failed' && !s.assertionResults?.length);
  const failed =
    report.numFailedTests +
    failedSuites.length +
    (code !== 0 && report.numFailedTests === 0 && !failedSuites.length ? 1 : 0);
  record(
    'unit',
    report.numPassedTests,
    failed,
    failedSuites.length ? `${failedSuites.length} file(s) failed to load` : '',
    since(start),
  );
}

async function build() {
  const buildStart = Date.now();
  const code = await run('npm', ['run', 'build', '--silent']);
  record('build', code === 0 ? 1 : 0, code === 0 ? 0 : 1, '', since(buildStart));
  // The starter: strip-demo's output type-checks, passes its unit tests and builds without the demo backend.
  if (present.starter) {
    const started = Date.now();
    const starter = await run('node', ['scripts/strip-demo/check.mjs']);
    const note = starter === 0 ? '' : 'see "starter:" above';
    record('starter', starter === 0 ? 1 : 0, starter === 0 ? 0 : 1, note, since(started));
  }
  // Every link of the built docs (and from the docs into /demo/) resolves, anchors included.
  if (present.links) {
    const started = Date.now();
    const links = code === 0 ? await run('node', ['scripts/check-links.mjs']) : 1;
    const note = code === 0 ? 'docs link check' : 'not run: build failed';
    record('links', links === 0 ? 1 : 0, links === 0 ? 0 : 1, note, since(started));
  }
  // The app pointed at a real API (/api on its own site), for e2e's real-api spec.
  if (present.realApi) {
    const started = Date.now();
    const { buildRealApi } = await import('./build-real-api.mjs');
    const realApi = await buildRealApi();
    const note = 'the app built for the reference server';
    record('real-api', realApi === 0 ? 1 : 0, realApi === 0 ? 0 : 1, note, since(started));
  }
  return code === 0;
}

async function e2e(playwrightArgs) {
  const start = Date.now();
  try {
    findChromium();
  } catch (error) {
    console.error(error.message);
    record('e2e', 0, 1, 'no Chromium', since(start));
    return;
  }
  const output = join(reports, 'e2e.json');
  await rm(output, { force: true });
  const code = await run('npx', ['playwright', 'test', ...playwrightArgs], {
    cwd: join(root, 'e2e'),
    env: { E2E_REPORT_FILE: output, E2E_OUTPUT_DIR: join(reports, 'e2e-artifacts') },
  });
  const report = await readJson(output);
  if (!report?.stats) {
    record('e2e', 0, 1, 'Playwright did not finish (no report)', since(start));
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const loadErrors = report.errors?.length ?? 0;
  const failed = unexpected + loadErrors + (code !== 0 && unexpected + loadErrors === 0 ? 1 : 0);
  const notes = [skipped && `${skipped} skipped`, flaky && `${flaky} FLAKY (passed on retry, listed above)`];
  record('e2e', expected + flaky, failed, notes.filter(Boolean).join(', '), since(start));
}

/**
 * Runs the selected steps in three phases. tsc, ESLint and the builds each keep about one core
 * busy, so on two cores ESLint (the longest check) runs beside the others, one after the other:
 * tsc, then the site's build with the starter, the link check and the real-api build. Vitest
 * follows alone, then Playwright, which needs the build and fills both cores. ESLint and tsc print
 * only what failed, so the build's output reads as it did alone.
 */
async function main() {
  const { run: selected, playwrightArgs } = parseCli(process.argv.slice(2));
  await mkdir(reports, { recursive: true });
  const started = Date.now();
  const has = (step) => selected.includes(step);

  const first = ['typecheck', 'lint', 'build'].filter(has);
  let built = !has('build');
  if (first.length) {
    banner(first.join(', '));
    const beside = has('lint') ? lint() : Promise.resolve();
    if (has('typecheck')) await typecheck();
    if (has('build')) built = await build();
    await beside;
  }
  if (has('unit')) {
    banner('unit');
    await unit();
  }
  if (has('e2e') && present.e2e) {
    banner('e2e');
    if (built) await e2e(playwrightArgs);
    else record('e2e', 0, 1, 'skipped: the build failed', 0);
  }

  banner('summary');
  results.sort((a, b) => summaryOrder.indexOf(a.step) - summaryOrder.indexOf(b.step));
  for (const r of results) {
    const status = r.failed ? 'FAIL' : 'ok  ';
    console.log(
      `${status} ${r.step.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed  ${String(r.seconds ?? 0).padStart(4)}s  ${r.note}`,
    );
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`total time ${Math.round((Date.now() - started) / 1000)}s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message ?? error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
