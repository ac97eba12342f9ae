#!/usr/bin/env node
/**
 * `npm test`: every suite in order, then ONE summary line `N passed, N failed`.
 *
 *   1. typecheck  template + e2e (tsc)                          counts as 1 test
 *   2. lint       ESLint over the repo, then Prettier --check         counts as 1 test
 *                 (typecheck and lint run side by side: each keeps one core busy)
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

const results = [];
function record(step, passed, failed, note = '', seconds = undefined) {
  results.push({ step, passed, failed, note, seconds });
}

const since = (start) => Math.round((Date.now() - start) / 1000);

async function typecheck() {
  const start = Date.now();
  const code = await run('npm', ['run', 'typecheck', '--silent']);
  const seconds = since(start);
  return () => record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1, '', seconds);
}

async function lint() {
  const start = Date.now();
  const eslint = await run('npm', ['run', 'lint', '--silent']);
  const prettier = await run('npm', ['run', 'format:check', '--silent']);
  const code = eslint || prettier;
  const seconds = since(start);
  return () => record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1, '', seconds);
}

/**
 * tsc and ESLint each keep one core busy, so on a 2-core machine they run side by side (about 45 s
 * saved); their output only says what failed. Results are recorded in step order.
 */
async function typecheckAndLint(steps) {
  const records = await Promise.all(steps.map((step) => (step === 'typecheck' ? typecheck() : lint())));
  for (const recordResult of records) recordResult();
}

async function unit() {
  const output = join(reports, 'vitest.json');
  await rm(output, { force: true });
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: join(root, 'template') },
  );
  const report = await readJson(output);
  if (!report) {
    record('unit', 0, 1, 'Vitest did not finish (no report)');
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
  );
}

async function build() {
  const buildStart = Date.now();
  const code = await run('npm', ['run', 'build', '--silent']);
  record('build', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  results.at(-1).seconds = Math.round((Date.now() - buildStart) / 1000);
  // The starter: strip-demo's output type-checks, passes its unit tests and builds without the demo backend.
  if (present.starter) {
    const started = Date.now();
    const starter = await run('node', ['scripts/strip-demo/check.mjs']);
    record('starter', starter === 0 ? 1 : 0, starter === 0 ? 0 : 1, starter === 0 ? '' : 'see "starter:" above');
    results.at(-1).seconds = Math.round((Date.now() - started) / 1000);
  }
  // Every link of the built docs (and from the docs into /demo/) resolves, anchors included.
  if (present.links) {
    const links = code === 0 ? await run('node', ['scripts/check-links.mjs']) : 1;
    record('links', links === 0 ? 1 : 0, links === 0 ? 0 : 1, code === 0 ? 'docs link check' : 'not run: build failed');
  }
  // The app pointed at a real API (/api on its own site), for e2e's real-api spec.
  if (present.realApi) {
    const started = Date.now();
    const { buildRealApi } = await import('./build-real-api.mjs');
    const realApi = await buildRealApi();
    record('real-api', realApi === 0 ? 1 : 0, realApi === 0 ? 0 : 1, 'the app built for the reference server');
    results.at(-1).seconds = Math.round((Date.now() - started) / 1000);
  }
  return code === 0;
}

async function e2e(playwrightArgs) {
  try {
    findChromium();
  } catch (error) {
    console.error(error.message);
    record('e2e', 0, 1, 'no Chromium');
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
    record('e2e', 0, 1, 'Playwright did not finish (no report)');
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const loadErrors = report.errors?.length ?? 0;
  const failed = unexpected + loadErrors + (code !== 0 && unexpected + loadErrors === 0 ? 1 : 0);
  const notes = [skipped && `${skipped} skipped`, flaky && `${flaky} FLAKY (passed on retry, listed above)`];
  record('e2e', expected + flaky, failed, notes.filter(Boolean).join(', '));
}

async function main() {
  const { run: selected, playwrightArgs } = parseCli(process.argv.slice(2));
  await mkdir(reports, { recursive: true });
  const started = Date.now();
  let built = !selected.includes('build');

  const checks = selected.filter((step) => step === 'typecheck' || step === 'lint');
  for (const step of selected) {
    if (step === 'e2e' && !present.e2e) continue;
    if (checks.includes(step) && step !== checks[0]) continue;
    banner(checks.includes(step) ? checks.join(' and ') : step);
    const stepStart = Date.now();
    if (checks.includes(step)) await typecheckAndLint(checks);
    if (step === 'unit') await unit();
    if (step === 'build') built = await build();
    if (step === 'e2e') {
      if (built) await e2e(playwrightArgs);
      else record('e2e', 0, 1, 'skipped: the build failed');
    }
    const last = results.at(-1);
    if (last && last.seconds === undefined) last.seconds = Math.round((Date.now() - stepStart) / 1000);
  }

  banner('summary');
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
