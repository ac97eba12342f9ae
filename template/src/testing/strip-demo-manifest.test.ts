/**
 * `npm run strip-demo` removes the demo's route folders and namespaces listed in its manifest, and
 * the demo's entries of the route registry (the lines fenced with `#demo-start`/`#demo-end`). Both
 * must name the same screens: this reads the registry as the starter will have it and compares.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routes as demoRoutesTable, type RouteDef } from '@/config/paths';
import pathsSource from '@/config/paths.ts?raw';
import { demoNamespaces, demoRoutes } from '../../../scripts/strip-demo/manifest.mjs';
import { applyMarkers } from '../../../scripts/strip-demo/markers.mjs';

/** Namespaces demo screens share with the shell the starter keeps (components/data-table). */
const shellNamespaces = ['data-table'];

const cacheDir = join(import.meta.dirname, '../../node_modules/.cache');

async function starterRoutes(): Promise<Record<string, RouteDef>> {
  const stripped = applyMarkers(pathsSource, 'config/paths.ts');
  if (stripped === null) throw new Error('config/paths.ts has no strip-demo markers');
  // Inside the project: the test runner only loads modules from there.
  await mkdir(cacheDir, { recursive: true });
  const dir = await mkdtemp(join(cacheDir, 'starter-paths-'));
  try {
    const file = join(dir, 'paths.ts');
    await writeFile(file, stripped);
    return ((await import(/* @vite-ignore */ file)) as { routes: Record<string, RouteDef> }).routes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const folderOf = (def: RouteDef) => def.screen.split('/')[0] ?? '';

describe('the strip-demo manifest against the route registry', async () => {
  const starter = await starterRoutes();
  const all = demoRoutesTable as Record<string, RouteDef>;
  const demoOnly = Object.keys(all).filter((name) => !(name in starter));
  const kept = Object.values(starter);

  it('keeps the starter routes the demo has, and gives the starter its home screen', () => {
    expect(Object.keys(starter)).toContain('home');
    expect(Object.keys(starter).filter((name) => name !== 'home' && !(name in all))).toEqual([]);
    expect(demoOnly).toContain('dashboard-crm');
  });

  it('removes exactly the route folders only demo routes draw', () => {
    const keptFolders = new Set(kept.map(folderOf));
    const expected = new Set(
      demoOnly.map((name) => folderOf(all[name] as RouteDef)).filter((f) => !keptFolders.has(f)),
    );
    expect([...demoRoutes].sort()).toEqual([...expected].sort());
  });

  it('removes the namespaces only demo routes read, and none a starter route reads', () => {
    const keptNs = new Set(kept.flatMap((def) => def.ns));
    const expected = new Set(
      demoOnly
        .flatMap((name) => (all[name] as RouteDef).ns)
        .filter((ns) => !keptNs.has(ns) && !shellNamespaces.includes(ns)),
    );
    expect([...demoNamespaces].sort()).toEqual([...expected].sort());
  });
});
