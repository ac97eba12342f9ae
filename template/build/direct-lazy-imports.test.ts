// @vitest-environment node
import { directLazyImports } from './direct-lazy-imports';
import { viteSources } from './vite-sources';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
}
interface FakeAsset {
  type: 'asset';
  fileName: string;
  source: string;
}
type FakeBundle = Record<string, FakeChunk | FakeAsset>;

const chunk = (fileName: string, code: string, kind: 'entry' | 'lazy' | 'plain' = 'plain'): FakeChunk => ({
  type: 'chunk',
  fileName,
  code,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
});

/** Runs the plugin's generateBundle over `chunks` as the build would, and returns the bundle. */
function run(...chunks: FakeChunk[]): FakeBundle {
  const bundle: FakeBundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  const hook = directLazyImports().generateBundle as unknown as {
    handler: (this: { emitFile: (file: FakeAsset) => void }, options: object, bundle: FakeBundle) => void;
  };
  hook.handler.call({ emitFile: (file) => (bundle[file.fileName] = file) }, {}, bundle);
  return bundle;
}

const code = (bundle: FakeBundle, file: string) => (bundle[file] as FakeChunk).code;
const mapping = (bundle: FakeBundle) =>
  JSON.parse((bundle['.vite/direct-imports.json'] as FakeAsset).source) as Record<string, string>;

// The shapes below are the ones a build of the app writes (Vite 8, Rolldown 1): a re-export-only file
// per lazily imported module that went to a group, and Vite's preload list beside each lazy import.
const mapDeps = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;
const shell = chunk('assets/shell-B62.js', 'function t(){}var ft={};export{t,ft};');
const layoutFacade = chunk('assets/content-layout-DG1.js', 'export{t as ContentLayout}from"./shell-B62.js";', 'lazy');
const screensFacade = chunk(
  'assets/content-screens-Dha.js',
  'export{ft as contentScreenModules, t as default}from"./shell-B62.js";\n',
  'lazy',
);

describe('directLazyImports', () => {
  it("sends a lazy import of a re-export-only file to the chunk that holds the code, with the file's export names", () => {
    const boot = chunk(
      'assets/boot-B5T.js',
      `${mapDeps(['assets/content-layout-DG1.js', 'assets/shell-B62.js', 'assets/boot.css'])}` +
        'const a=()=>p(()=>import(`./content-layout-DG1.js`),__vite__mapDeps([0,1,2]));' +
        "const b=()=>import('./content-screens-Dha.js');",
      'entry',
    );
    const bundle = run(boot, shell, layoutFacade, screensFacade);

    expect(code(bundle, 'assets/boot-B5T.js')).toBe(
      `${mapDeps(['assets/shell-B62.js', 'assets/shell-B62.js', 'assets/boot.css'])}` +
        'const a=()=>p(()=>import(`./shell-B62.js`).then(m=>({ContentLayout:m.t})),__vite__mapDeps([0,1,2]));' +
        "const b=()=>import('./shell-B62.js').then(m=>({contentScreenModules:m.ft,default:m.t}));",
    );
    // The pre-render reads where each re-export file's code is, for the pages' preload links.
    expect(mapping(bundle)).toEqual({
      'assets/content-layout-DG1.js': 'assets/shell-B62.js',
      'assets/content-screens-Dha.js': 'assets/shell-B62.js',
    });
    // The re-export files stay for a tab that still runs an older boot chunk.
    expect(code(bundle, 'assets/content-layout-DG1.js')).toBe(layoutFacade.code);
  });

  it('leaves alone lazy files with code of their own, files imported from elsewhere and lists written as code', () => {
    const ownCode = chunk('assets/chart-C1.js', 'import"./shell-B62.js";export const x=1;', 'lazy');
    const elsewhere = chunk('assets/far-F1.js', 'export{t as Far}from"../other/far-X.js";', 'lazy');
    const missing = chunk('assets/gone-G1.js', 'export{t as Gone}from"./not-built.js";', 'lazy');
    const runtimeList =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[base+"assets/content-layout-DG1.js"])))=>i.map(i=>d[i]);';
    const entry = chunk(
      'assets/boot-B5T.js',
      runtimeList +
        'import("./chart-C1.js");import("./far-F1.js");import("./gone-G1.js");import(`./content-layout-DG1.js`);',
      'entry',
    );
    const bundle = run(entry, shell, layoutFacade, ownCode, elsewhere, missing);

    expect(code(bundle, 'assets/boot-B5T.js')).toBe(
      runtimeList +
        'import("./chart-C1.js");import("./far-F1.js");import("./gone-G1.js");' +
        'import(`./shell-B62.js`).then(m=>({ContentLayout:m.t}));',
    );
    expect(mapping(bundle)).toEqual({ 'assets/content-layout-DG1.js': 'assets/shell-B62.js' });
  });

  it('writes an empty mapping when the bundler made no re-export files', () => {
    const entry = chunk('assets/boot-B5T.js', 'import(`./chart-C1.js`);', 'entry');
    const bundle = run(entry, chunk('assets/chart-C1.js', 'export const x=1;', 'lazy'));
    expect(code(bundle, 'assets/boot-B5T.js')).toBe('import(`./chart-C1.js`);');
    expect(mapping(bundle)).toEqual({});
  });

  it("matches the preload list Vite writes: the installed Vite's source still builds the line it looks for", async () => {
    // If a Vite update changes this line, the lists keep naming the re-export files (one request
    // more per lazy import, nothing breaks): this test says so first.
    expect(await viteSources()).toContain('const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${');
  });
});
