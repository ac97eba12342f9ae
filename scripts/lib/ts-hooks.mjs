/**
 * Lets plain Node 24 (which strips TypeScript types itself) import the template's TypeScript the
 * way Vite does: `@/x` is template/src/x, and an import without an extension finds `x.ts`,
 * `x.tsx` or `x/index.ts`. Used by the contract script, the contract check and the reference
 * server, so they share the app's zod schemas without a build step. Load with
 * `node --import ./scripts/lib/ts-hooks.mjs` or import it before the first TypeScript import.
 *
 * Like Vite, it gives the template's modules `import.meta.env` (the demo data names pictures under
 * the app's base path, `import.meta.env.BASE_URL`): the build's values, base `/demo/`, or
 * APP_BASE_URL when the app is served elsewhere.
 */
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const templateSrc = fileURLToPath(new URL('../../template/src/', import.meta.url));
const candidates = ['', '.ts', '.tsx', '/index.ts'];
const templateSrcUrl = pathToFileURL(templateSrc).href;
const viteEnv = JSON.stringify({
  BASE_URL: process.env.APP_BASE_URL ?? '/demo/',
  MODE: 'production',
  DEV: false,
  PROD: true,
  SSR: true,
});

function existing(path) {
  return candidates.map((suffix) => path + suffix).find((file) => existsSync(file) && statSync(file).isFile());
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    let base = null;
    if (specifier.startsWith('@/')) base = templateSrc + specifier.slice(2);
    else if (
      /^\.\.?\//.test(specifier) &&
      context.parentURL?.startsWith('file:') &&
      /\.tsx?$/.test(context.parentURL)
    ) {
      base = fileURLToPath(new URL(specifier, context.parentURL));
    }
    const file = base && existing(base);
    return file
      ? {
          url: pathToFileURL(file).href,
          format: file.endsWith('.ts') ? 'module-typescript' : undefined,
          shortCircuit: true,
        }
      : nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.startsWith(templateSrcUrl) || !/\.tsx?$/.test(url)) return loaded;
    const source = String(loaded.source);
    if (!source.includes('import.meta.env')) return loaded;
    // One line, at the top: the module's own line numbers stay as they are in stack traces.
    return { ...loaded, source: `import.meta.env ??= ${viteEnv}; ${source}` };
  },
});
