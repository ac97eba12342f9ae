/**
 * Comments must stand on their own: a buyer receives this repository and nothing else, so a comment
 * that points to an internal document ("see §4", a design note by file name) points nowhere. State
 * the rule itself, or link a page of the docs site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const scanned = ['template', 'scripts', 'e2e', 'docs-site', 'CONTRIBUTING.md', 'README.md', 'eslint.config.js'];
const skippedFolders = new Set(['node_modules', 'dist', '.astro', 'test-results', 'reports', 'locales']);
const extensions = /\.(ts|tsx|js|mjs|cjs|css|html|astro|md|mdx)$/;
const self = resolve(import.meta.filename);

/** Section signs and the names of documents that stay with the makers of the template. */
const citations = [/§/, /\b(quality|architecture|screens|stack-notes|dashboard-spec)\.md\b/i, /\bspec §/i];

function* files(path: string): Generator<string> {
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* files(full);
    } else if (extensions.test(entry.name) && full !== self) {
      yield full;
    }
  }
}

function* scan(name: string): Generator<string> {
  const path = join(root, name);
  // The starter (`npm run strip-demo`) has no docs-site/ or e2e/.
  if (!existsSync(path)) return;
  if (extensions.test(name)) yield path;
  else yield* files(path);
}

describe('shipped comments', () => {
  it('cite no document outside the repository', () => {
    const hits: string[] = [];
    for (const file of scanned.flatMap((name) => [...scan(name)])) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (citations.some((pattern) => pattern.test(line))) {
            hits.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(hits).toEqual([]);
  });
});
