import type { Rolldown } from 'vite';

/**
 * Which chunk a module of our own code goes to, by when the page needs it. Left alone, the bundler
 * gives every set of modules shared by a different set of screens its own file: a signed-in page
 * then starts with about a hundred files of a few hundred bytes (its shell, icons, small helpers),
 * and over HTTP/1.1 (six connections at a time) or a phone's round trips those files cost more
 * than their bytes. Instead:
 * - `boot`: everything the entry (src/main.tsx) imports statically, which every page runs anyway;
 * - `shell`: what the signed-in layout and the list of signed-in screens import statically, which
 *   every signed-in page runs, unless a public screen (sign-in, landing, status pages) may load it
 *   too, even lazily: those pages must not download the signed-in shell.
 * - `demo-backend`: what the demo backend's start (src/mocks/browser.ts) imports statically and
 *   nothing outside src/mocks does (the API schemas it shares with the screens stay apart); its
 *   domains' handlers and data still load per domain, on their first request.
 * Other modules keep the bundler's own splitting. Membership comes from static imports
 * (`importers`), the public pages' reach also from lazy ones; icon imports are per icon
 * (icon-imports.ts), so they count like any module.
 */
type ChunkingContext = Rolldown.ChunkingContext;

const entry = /[\\/]src[\\/]main\.tsx$/;
const demoBackendStart = /[\\/]src[\\/]mocks[\\/]browser\.ts$/;
const demoBackendOrPackage = /[\\/](src[\\/]mocks|node_modules)[\\/]/;
const shellRoots = /[\\/]src[\\/]app[\\/](layouts[\\/]content-layout\.tsx|content-screens\.ts)$/;
/** The folders of public screens (app/router.tsx lists them in `publicScreenModules`). */
const publicScreens = /[\\/]src[\\/]app[\\/]routes[\\/]([^\\/]+\.tsx$|(auth|auth-demo|front-end|misc)[\\/])/;

/** `id` and every module that imports it (statically, or also lazily), directly or through others. */
function importersOf(id: string, ctx: ChunkingContext, lazily: boolean): string[] {
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = ctx.getModuleInfo(next);
    for (const importer of [...(info?.importers ?? []), ...(lazily ? (info?.dynamicImporters ?? []) : [])]) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return [...seen];
}

export function startUpChunk(id: string, ctx: ChunkingContext): string | null {
  if (entry.test(id)) return null;
  const importers = importersOf(id, ctx, false);
  if (importers.some((module) => entry.test(module))) return 'boot';
  if (importers.some((module) => demoBackendStart.test(module))) {
    return importers.every((module) => demoBackendOrPackage.test(module)) ? 'demo-backend' : null;
  }
  if (!importers.some((module) => shellRoots.test(module))) return null;
  // A module a public page may load, even later (on a click), stays out of the shell.
  return importersOf(id, ctx, true).some(publicScreen) ? null : 'shell';
}

/** Whether a module is a public screen (sign-in, landing, status pages): no session needed to load it. */
export function publicScreen(id: string): boolean {
  return publicScreens.test(id);
}

/**
 * Whether a lazily loaded module starts the signed-in shell: what it loads statically is on the
 * first paint of every signed-in page (build/small-chunks.ts leaves those chunks as they are).
 */
export function signedInShellRoot(id: string): boolean {
  return shellRoots.test(id);
}

const demoBackendModule = /[\\/]src[\\/]mocks[\\/]/;

/**
 * A chunk's file name: the demo backend's own chunks (only src/mocks and the packages it alone
 * uses) start with `demo-`, so a measurement of what a route downloads (scripts/lib/route-bytes.mjs)
 * can tell the app's bytes from the stand-in for a server, which a real API does not ship.
 */
export function chunkFileName(chunk: {
  name: string;
  moduleIds: readonly string[];
  facadeModuleId: string | null;
}): string {
  // A facade (a lazily imported module whose code went to a group) holds no module of its own.
  const ids = chunk.moduleIds.length > 0 ? chunk.moduleIds : [chunk.facadeModuleId ?? ''];
  const backendOnly = ids.some((id) => demoBackendModule.test(id)) && ids.every((id) => demoBackendOrPackage.test(id));
  return backendOnly && !chunk.name.startsWith('demo-') ? 'assets/demo-[name]-[hash].js' : 'assets/[name]-[hash].js';
}
