import { pathTo, routeNames, routes } from '@/config/paths';
import { contentScreenModules } from './content-screens';
import { publicScreenModules } from './router';

const modules = import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);
const moduleOf = (file: string) => file.replace(/^\.\/routes\/|\.tsx$/g, '');

/** Screens no route of the registry draws: the "coming soon" screen a buyer may name. */
const unrouted = [
  'pending',
  // #demo-start
  // The starter's home screen (its route is a `#starter` line of config/paths.ts).
  'home/home',
  // #demo-end
];

it('lists every screen module once: with the entry (public pages) or in the signed-in chunk', () => {
  const split = [...Object.keys(publicScreenModules), ...Object.keys(contentScreenModules)].sort();
  expect(split).toEqual(Object.keys(modules).sort());
});

it("finds each route's screen on the side of its layout", () => {
  for (const name of routeNames) {
    const { screen, layout } = routes[name];
    const side = layout === 'blank' ? publicScreenModules : contentScreenModules;
    expect(Object.keys(side), `${name} (${layout} layout)`).toContain(`./routes/${screen}.tsx`);
  }
});

it('draws every screen module (a default export under app/routes) as the screen of a route', () => {
  const sources = import.meta.glob<string>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const drawn = new Set<string>(routeNames.map((name) => routes[name].screen));
  const orphans = Object.entries(sources)
    .filter(([, source]) => /^export default /m.test(source))
    .map(([file]) => moduleOf(file))
    .filter((module) => !drawn.has(module) && !unrouted.includes(module));
  expect(orphans, 'route modules without an entry in config/paths.ts').toEqual([]);
});

it('names namespaces that exist in English', () => {
  const namespaces = Object.keys(import.meta.glob('../locales/en/*.json')).map((f) =>
    f.replace(/^.*\/([\w-]+)\.json$/, '$1'),
  );
  for (const name of routeNames) {
    for (const ns of routes[name].ns) expect(namespaces, `${name}: ${ns}`).toContain(ns);
  }
});

it('gives every route one path, and each param route sample values that fill every param', () => {
  const built = routeNames.flatMap((name) => {
    const { path, samples } = routes[name] as { path: string; samples?: Record<string, string>[] };
    if (!path.includes(':')) {
      expect(samples, name).toBeUndefined();
      return [path];
    }
    expect(samples?.length, `${name} needs samples`).toBeGreaterThan(0);
    return (samples ?? []).map((params) => pathTo(name, params));
  });
  expect(built.filter((path) => path.includes(':'))).toEqual([]);
  expect(new Set(built).size).toBe(built.length);
});
