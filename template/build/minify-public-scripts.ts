import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/**
 * Minifies the classic scripts of public/ in the build's output (Vite copies public/ as it is):
 * theme-init.js and start-after-paint.js run before every pre-rendered page's first paint, and their
 * comments, written for the buyer who reads public/, cost every visitor ~1 KB of brotli. The sources
 * keep their comments; the copies the site serves are the same code, minified by the same minifier
 * as the bundles (Oxc, through Rolldown).
 */
export function minifyPublicScripts(files: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'tessera:minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const file of files) {
        const path = join(outDir, file);
        const result = minifySync(file, await readFile(path, 'utf8'), { compress: true, mangle: true });
        if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`);
        await writeFile(path, result.code);
      }
    },
  };
}
