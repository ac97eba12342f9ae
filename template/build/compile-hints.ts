import type { Plugin } from 'vite';

/**
 * Marks the start-up chunks (`core` in vite.config.ts, `boot` and `shell` in start-up-chunks.ts)
 * with V8's compile hint, `//# allFunctionsCalledOnLoad` on their first line. Without it, V8 compiles
 * a function the first time it is called: nearly every function of these chunks runs while the page
 * starts (React, the router, i18n, the layout), so that compiling took a few milliseconds of
 * the main thread inside the task that evaluates them, four times that on Lighthouse's throttled
 * phone. With the hint, Chromium (136 and later) compiles the whole file on a background thread
 * while it downloads. Other browsers read a comment. Lazily loaded chunks keep lazy compiling:
 * most of their functions run only on a click.
 */
const hint = '//# allFunctionsCalledOnLoad\n';

export function compileHints(chunks: readonly string[]): Plugin {
  return {
    name: 'tessera:compile-hints',
    apply: 'build',
    generateBundle: {
      // After minification, which drops comments.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !chunks.includes(output.name) || output.code.startsWith(hint)) continue;
          output.code = hint + output.code;
          // The code moved one line down, and so do the lines of its source map (when one is built).
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
