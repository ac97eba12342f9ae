/**
 * Lets plain Node 24 (which strips TypeScript types itself) import the template's TypeScript the
 * way Vite does: `@/x` is template/src/x, and an import without an extension finds `x.ts`,
 * `x.tsx` or `x/index.ts`. Used by the contract script, the contract check and the reference
 * server, so they share the app's zod schemas without a build step. Load with
 * `node --import ./scripts/lib/ts-hooks.mjs` or import it before the first TypeScript import.
 */
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const templateSrc = fileURLToPath(new URL('../../template/src/', import.meta.url));
const candidates = ['', '.ts', '.tsx', '/index.ts'];

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
});
