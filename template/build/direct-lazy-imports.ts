import type { Plugin } from 'vite';

/**
 * Points lazy imports straight at the chunk that holds the code. When a lazily imported module goes
 * to a chunk group (the shell, the demo backend, a joined small chunk), the bundler keeps a file of
 * its own for the import that only re-exports from the group's chunk (`export{t as ContentLayout}
 * from"./shell-….js"`; Rollup rewrites such imports, Rolldown does not yet). Every signed-in page
 * fetched three of them, each a request, a compile and a task on the main thread for a few dozen
 * bytes. Here `import("./facade.js")` becomes `import("./group.js").then(m=>({ContentLayout:m.t}))`,
 * the same names the facade exported. The facade files stay in the build (Vite's manifest names
 * them, and a stale tab may still ask for one); `.vite/direct-imports.json` maps each to its
 * group's chunk, so that the pre-rendered pages' preloads (scripts/prerender-routes.mjs) name the
 * chunk, not the facade.
 */
const reExportOnly = /^export\s*\{([^}]*)\}\s*from\s*["'`]\.\/([^"'`]+)["'`];?$/;
const identifier = /^[\w$]+$/;

interface Facade {
  target: string;
  names: [exported: string, local: string][];
}

function facadeOf(code: string): Facade | null {
  const match = reExportOnly.exec(code.trim());
  if (!match?.[1] || !match[2]) return null;
  const names: Facade['names'] = [];
  for (const spec of match[1].split(',')) {
    const [local = '', exported = local] = spec.trim().split(/\s+as\s+/);
    if (!identifier.test(local) || !identifier.test(exported)) return null;
    names.push([exported, local]);
  }
  return names.length ? { target: match[2], names } : null;
}

function jsonList(text: string): string[] | null {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : null;
  } catch {
    return null;
  }
}

const dirOf = (fileName: string) => fileName.slice(0, fileName.lastIndexOf('/') + 1);

export function directLazyImports(): Plugin {
  return {
    name: 'tessera:direct-lazy-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // By file name (assets/content-layout-….js), with the target's file name.
        const facades = new Map<string, Facade>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.isDynamicEntry) continue;
          const facade = facadeOf(chunk.code);
          if (!facade || facade.target.includes('/')) continue;
          const target = `${dirOf(chunk.fileName)}${facade.target}`;
          if (target in bundle) facades.set(chunk.fileName, { ...facade, target });
        }
        this.emitFile({
          type: 'asset',
          fileName: '.vite/direct-imports.json',
          source: JSON.stringify(Object.fromEntries([...facades].map(([file, { target }]) => [file, target]))),
        });
        if (!facades.size) return;
        // Vite preloads a lazy import's own file with its dependencies (`__vite__mapDeps`, paths from
        // the site's base): its list names the group's chunk instead. The list is read by index, so
        // a name is replaced in place (a duplicate is harmless). A list Vite wrote as code (a
        // `renderBuiltUrl` that answers at run time) is not JSON and stays as it is.
        const preloadList = /(__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=)(\[[^\]]*\])/;
        // Imports of a file beside the importer: the bundler writes them as `./name.js`.
        const lazyImport = /import\((["'`])\.\/([^"'`/]+\.js)\1\)/g;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const dir = dirOf(chunk.fileName);
          chunk.code = chunk.code.replace(preloadList, (whole, head: string, list: string) => {
            const files = jsonList(list);
            return files ? head + JSON.stringify(files.map((file) => facades.get(file)?.target ?? file)) : whole;
          });
          chunk.code = chunk.code.replace(lazyImport, (whole, quote: string, file: string) => {
            const facade = facades.get(`${dir}${file}`);
            if (!facade || dirOf(facade.target) !== dir) return whole;
            const names = facade.names.map(([exported, local]) => `${exported}:m.${local}`).join(',');
            return `import(${quote}./${facade.target.slice(dir.length)}${quote}).then(m=>({${names}}))`;
          });
        }
      },
    },
  };
}
