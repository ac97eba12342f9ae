#!/usr/bin/env node
/**
 * `npm run strip-demo`: turns the demo into a starter for your own admin panel. It removes the demo
 * backend, the demo screens and galleries, their features, translations and tests, the docs site and
 * the end-to-end suite, and keeps the shell, sign-in against your API (VITE_API_BASE_URL), the status
 * pages, permissions, the API client, the UI kit and one example screen (app/routes/home).
 *
 *   npm run strip-demo                      in place; refuses a git tree with uncommitted changes
 *                                           (review the result with `git diff`), unless --force
 *   npm run strip-demo -- --out <dir>       writes the starter into <dir> and leaves this copy alone
 *       --link-node-modules                 (with --out) links node_modules to this copy's instead of
 *                                           needing `npm install` there (what `npm test` does)
 *
 * What goes is listed in scripts/strip-demo/manifest.mjs. Shared files mark their demo-only lines:
 *
 *   // #demo-start            every line from here ...
 *   // #demo-end              ... to here (both included) is deleted
 *   // #starter <code>        the line becomes `<code>` (a line only the starter has)
 *
 * Test files that import the demo backend (`@/mocks/...`) go with it. Afterwards every import left
 * in template/src is resolved, and the script fails when one points at a removed file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removed, starterScripts } from './strip-demo/manifest.mjs';
import { applyMarkers } from './strip-demo/markers.mjs';

const source = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Written into an --out folder, so a later run may replace it. */
const outputMark = '.strip-demo-output';
const skippedDirs = new Set(['node_modules', 'dist', 'dist-ssr', '.cache', '.git', '.astro', 'test-results']);

function parseCli(argv) {
  const options = { out: null, force: false, linkModules: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') options.out = argv[++i];
    else if (arg === '--force') options.force = true;
    else if (arg === '--link-node-modules') options.linkModules = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown option "${arg}" (see --help)`);
  }
  if (options.out === undefined || options.out === '') throw new Error('--out needs a folder');
  return options;
}

function git(args, cwd) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

async function walk(dir, base = dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && skippedDirs.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path, base)));
    else if (entry.isFile()) out.push(relative(base, path));
  }
  return out;
}

/** The files of the project: git's view (tracked and new, minus ignored) or a walk without build output. */
async function projectFiles(root) {
  const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root);
  if (listed === null) return walk(root);
  return listed
    .split('\0')
    .filter(Boolean)
    .filter((file) => existsSync(join(root, file)));
}

async function prepareOutput(out) {
  if (existsSync(out)) {
    const entries = await readdir(out);
    if (entries.length && !entries.includes(outputMark)) {
      throw new Error(`${out} exists and is not an earlier strip-demo output: choose an empty or new folder`);
    }
    await rm(out, { recursive: true, force: true });
  }
  await mkdir(out, { recursive: true });
  const files = await projectFiles(source);
  const gone = (file) => removed.some((path) => file === path || file.startsWith(`${path}/`));
  for (const file of files.filter((f) => !gone(f.split(sep).join('/')))) {
    await mkdir(dirname(join(out, file)), { recursive: true });
    await cp(join(source, file), join(out, file));
  }
  await writeFile(join(out, outputMark), 'Written by scripts/strip-demo.mjs; safe to delete.\n');
}

async function linkNodeModules(out) {
  for (const dir of ['.', 'template']) {
    const from = join(source, dir, 'node_modules');
    if (existsSync(from) && existsSync(join(out, dir))) await symlink(from, join(out, dir, 'node_modules'), 'dir');
  }
}

/** Deletes the manifest's paths; returns those that existed. */
async function removeListed(root) {
  const done = [];
  for (const path of removed) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    await rm(full, { recursive: true, force: true });
    done.push(path);
  }
  return done;
}

const codeFile = /\.(ts|tsx|mjs|js)$/;

async function applyMarkersUnder(root) {
  const changed = [];
  for (const dir of ['template', 'scripts']) {
    if (!existsSync(join(root, dir))) continue;
    for (const file of await walk(join(root, dir), root)) {
      if (!codeFile.test(file)) continue;
      const text = await readFile(join(root, file), 'utf8');
      const next = applyMarkers(text, file);
      if (next === null || next === text) continue;
      await writeFile(join(root, file), next);
      changed.push(file);
    }
  }
  return changed;
}

const importSpecifier = /\b(?:from\s*|import\s*\(\s*|import\s+)(['"])([^'"\n]+)\1/g;

function resolvesTo(root, file, specifier) {
  const srcDir = join(root, 'template/src');
  let base;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = resolve(dirname(join(root, file)), specifier);
  else return true;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.some((path) => existsSync(path));
}

/** Lines that lost their neighbours (an import list, a menu) are laid out again, when Prettier is installed. */
function formatFiles(root, files) {
  if (!files.length) return true;
  try {
    execFileSync('npx', ['--no-install', 'prettier', '--log-level', 'warn', '--write', ...files], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return true;
  } catch {
    return false;
  }
}

/** Test files that use the demo backend leave with it. */
async function removeDemoBackendTests(root) {
  const done = [];
  for (const file of await walk(join(root, 'template/src'), root)) {
    if (!/\.test\.tsx?$/.test(file)) continue;
    const text = await readFile(join(root, file), 'utf8');
    if (/from\s*['"]@\/mocks\//.test(text)) {
      await rm(join(root, file));
      done.push(file);
    }
  }
  return done;
}

/** Imports in template/src that point at a file that is gone. */
async function brokenImports(root) {
  const problems = [];
  for (const file of await walk(join(root, 'template/src'), root)) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = await readFile(join(root, file), 'utf8');
    // Comment lines may show imports as examples.
    const code = text
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
      .join('\n');
    for (const match of code.matchAll(importSpecifier)) {
      const specifier = match[2].replace(/\?.*$/, '');
      if (specifier.includes('*')) continue;
      if (!resolvesTo(root, file, specifier)) problems.push(`${file} imports ${specifier}`);
    }
  }
  return problems;
}

/** Workspaces that are gone leave package.json, with the scripts that name a removed path. */
async function rewritePackageJson(root) {
  const file = join(root, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8'));
  const goneWorkspaces = (pkg.workspaces ?? []).filter((dir) => !existsSync(join(root, dir)));
  pkg.workspaces = (pkg.workspaces ?? []).filter((dir) => !goneWorkspaces.includes(dir));
  const mentionsRemoved = (command) =>
    goneWorkspaces.some((dir) => command.includes(`-w ${dir}`)) ||
    removed.some((path) => path.startsWith('scripts/') && command.includes(path));
  const dropped = [];
  for (const [name, command] of Object.entries(pkg.scripts ?? {})) {
    if (name === 'strip-demo' || mentionsRemoved(command)) {
      delete pkg.scripts[name];
      dropped.push(name);
    }
  }
  // pre/post hooks of a dropped script go with it.
  for (const name of Object.keys(pkg.scripts)) {
    const main = name.replace(/^(pre|post)/, '');
    if (main !== name && dropped.includes(main) && !(main in starterScripts)) {
      delete pkg.scripts[name];
      dropped.push(name);
    }
  }
  Object.assign(pkg.scripts, starterScripts);
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return dropped.filter((name) => !(name in starterScripts));
}

function list(title, items) {
  if (!items.length) return;
  console.log(`${title}:`);
  for (const item of items) console.log(`  ${item}`);
}

async function main() {
  const options = parseCli(process.argv.slice(2));
  if (options.help) {
    console.log('Usage: npm run strip-demo [-- --force] | npm run strip-demo -- --out <dir> [--link-node-modules]');
    return;
  }
  let root = source;
  let listedRemovals;
  if (options.out) {
    root = resolve(process.cwd(), options.out);
    if (root === source || source.startsWith(root + sep))
      throw new Error('--out must be a new folder, not the project or a folder around it');
    await prepareOutput(root);
    if (options.linkModules) await linkNodeModules(root);
    // The copy skipped the removed paths; report them as the in-place run would.
    listedRemovals = removed.filter((path) => existsSync(join(source, path)));
  } else {
    const status = git(['status', '--porcelain'], root);
    if (!options.force) {
      if (status === null) {
        throw new Error('not a git repository: commit the project first to review the changes, or pass --force');
      }
      if (status.trim()) {
        throw new Error('the git tree has uncommitted changes: commit or stash them first, or pass --force');
      }
    }
    listedRemovals = await removeListed(root);
  }

  const tests = await removeDemoBackendTests(root);
  const marked = await applyMarkersUnder(root);
  const scripts = await rewritePackageJson(root);
  const formatted = formatFiles(root, [...marked, 'package.json']);

  list('Removed', listedRemovals);
  list('Removed tests that use the demo backend', tests);
  list('Removed demo-only lines from', marked);
  list('Removed npm scripts', scripts);
  if (!formatted) console.log('(Prettier did not run: `npm run format` lays out the changed files)');

  const problems = await brokenImports(root);
  if (problems.length) {
    list('strip-demo: imports of removed files', problems);
    process.exitCode = 1;
    return;
  }
  const shortPath = relative(process.cwd(), root);
  const where = !options.out ? 'this folder' : shortPath.startsWith('..') ? root : shortPath || '.';
  console.log(`\nThe starter is in ${where}. Next:`);
  if (options.out && !options.linkModules) console.log(`  cd ${where} && npm install`);
  else if (!options.out) console.log('  npm install            (updates package-lock.json for the removed workspaces)');
  console.log('  set VITE_API_BASE_URL in template/.env.local (your API; see template/src/config/env.ts)');
  console.log('  npm test               (type check, lint, unit tests, build)');
}

main().catch((error) => {
  console.error(`strip-demo: ${error.message ?? error}`);
  process.exit(1);
});
