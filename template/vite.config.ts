/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { directLazyImports } from './build/direct-lazy-imports.ts';
import { minifyPublicScripts } from './build/minify-public-scripts.ts';
import { preloadLinksInTurns } from './build/preload-links-in-turns.ts';
import { iconImports } from './build/icon-imports.ts';
import { chunkFileName, publicScreen, signedInShellRoot, startUpChunk } from './build/start-up-chunks.ts';
import { smallChunks } from './build/small-chunks.ts';
// #demo-start
import { cookieHostCheck } from './build/cookie-host-check.ts';
// #demo-end

/**
 * Trims the dependency lists Vite writes next to every lazy import (`__vite__mapDeps`). Vite lists
 * every chunk a lazy module needs, including the ones the importing chunk itself imports
 * statically, which are always loaded by the time the import runs (React, the router, i18n...).
 * With about a hundred lazy screens those names cost every page about 2 KB before its first paint.
 * This plugin keeps the bundle graph so `resolveDependencies` can drop them.
 */
function staticImportsOfHost(): Plugin & { loadedWith: (host: string) => Set<string> } {
  let bundle: Rollup.OutputBundle = {};
  const closures = new Map<string, Set<string>>();
  const loadedWith = (host: string) => {
    const known = closures.get(host);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (seen.has(file) || chunk?.type !== 'chunk') return;
      seen.add(file);
      chunk.imports.forEach(visit);
    };
    visit(host);
    closures.set(host, seen);
    return seen;
  };
  return {
    name: 'tessera:static-imports-of-host',
    enforce: 'pre',
    generateBundle(_options, output) {
      bundle = output;
      closures.clear();
    },
    loadedWith,
  };
}

const hostImports = staticImportsOfHost();

/** React, the router, i18n, the query cache and class merging: the `core` chunk. */
const core =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/demo/',
  plugins: [
    hostImports,
    iconImports(),
    react(),
    tailwindcss(),
    // #demo-start
    cookieHostCheck(),
    // #demo-end
    ...(isSsrBuild
      ? []
      : [
          compileHints(['core', 'boot', 'shell']),
          minifyPublicScripts(['theme-init.js', 'start-after-paint.js']),
          directLazyImports(),
          preloadLinksInTurns(),
        ]),
  ],
  // The year the pages are pre-rendered in: copyright lines hydrate with it (hooks/use-current-year.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // #demo-start
      // The demo backend's cookie store (MSW, through tough-cookie) only asks tldts for a host's
      // registrable domain: src/mocks/public-suffix.ts answers that in a few lines instead of
      // shipping the whole Public Suffix List (~130 KB) with the demo backend.
      tldts: fileURLToPath(new URL('./src/mocks/public-suffix.ts', import.meta.url)),
      // #demo-end
    },
  },
  server: { strictPort: false },
  build: {
    target: 'es2023',
    sourcemap: false,
    // Read by scripts/prerender-routes.mjs (route modulepreload hints), then removed from the site.
    manifest: !isSsrBuild,
    // ApexCharts ships as one module (apex-renderer, ~800 KB minified, ~160 KB brotli), which only the
    // chart screens load, after their first paint; every other chunk stays under 450 KB.
    chunkSizeWarningLimit: 850,
    modulePreload: {
      // Every browser the build targets but Safari 16 preloads modules natively; Safari 16 only
      // loads them a little later. The polyfill would cost every page its bytes before the paint.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !hostImports.loadedWith(hostId).has(dep)) : deps,
    },
    // The server build (src/entry-server.tsx) only renders pages at build time: no public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // A feature's types.ts is imported lazily for its answer schemas (lib/parse-answer.ts), and
          // statically by screens that need one of its constants: then the lazy import finds the
          // module already loaded, as intended. The bundler's warning about it is not a mistake to fix.
          onLog(level, log, handler) {
            if (
              log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
              /src\/features\/[\w-]+\/types\.ts is dynamically/.test(log.message)
            )
              return;
            handler(level, log);
          },
          output: {
            chunkFileNames: chunkFileName,
            // What every page runs before its first paint (React, the router, i18n, the query
            // cache, class merging) in one chunk: a few large files compress better and cost fewer
            // requests than the dozens of small ones automatic splitting makes of them.
            codeSplitting: {
              groups: [
                {
                  name: 'core',
                  test: core,
                  priority: 20,
                },
                // Our own code: the entry's imports in one `boot` chunk, the signed-in shell's in one `shell`
                // chunk (build/start-up-chunks.ts).
                // Not their dependencies too (the default): an icon the shell shares with the sign-in
                // page stays out of it, or the sign-in page would download the shell for it.
                {
                  name: startUpChunk,
                  debugName: 'boot and shell',
                  priority: 10,
                  includeDependenciesRecursively: false,
                },
                // Lazily loaded code: small chunks joined to chunks mostly loaded by the same pages
                // (build/small-chunks.ts); the rest is the bundler's own splitting.
                {
                  name: smallChunks({
                    entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
                    ownedElsewhere: (id, ctx) => core.test(id) || startUpChunk(id, ctx) !== null,
                    pageWide: signedInShellRoot,
                    publicScreen,
                  }),
                  debugName: 'small chunks joined',
                  priority: 5,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  test: {
    // Each file in a fresh VM context inside a reused worker thread: the whole suite (192 files)
    // took 216 s on a 2-core machine, against 392 s in plain worker threads (`'threads'`, which
    // sets a page environment up again for every file) and 424 s in child processes. Files stay
    // isolated (their own module graph and page); the files were written for it, and shuffled
    // without isolation, some fail. Node's own modules run in the outer context: a global the page
    // environment lacks is handed in by src/testing/setup.ts.
    pool: 'vmThreads',
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
  },
}));
