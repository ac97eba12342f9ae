import { routes, type RouteName } from '@/config/paths';
import { contentScreenModules } from './content-screens';
import { publicScreenModules } from './router';
import { pendingScreen, screens } from './screens';

const modules = import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

it('lists every screen module once: with the entry (public pages) or in the signed-in chunk', () => {
  const split = [...Object.keys(publicScreenModules), ...Object.keys(contentScreenModules)].sort();
  expect(split).toEqual(Object.keys(modules).sort());
});

it("finds each route's screen on the side of its layout", () => {
  for (const [name, entry] of Object.entries(screens)) {
    const key = `./routes/${entry.module}.tsx`;
    const side = routes[name as RouteName].layout === 'blank' ? publicScreenModules : contentScreenModules;
    expect(Object.keys(side), `${name} (${routes[name as RouteName].layout} layout)`).toContain(key);
  }
});

it('names an existing module for every screen', () => {
  for (const entry of [pendingScreen, ...Object.values(screens)]) {
    expect(Object.keys(modules), entry.module).toContain(`./routes/${entry.module}.tsx`);
  }
});

it('only maps known route names, with namespaces that exist in English', () => {
  const namespaces = Object.keys(import.meta.glob('../locales/en/*.json')).map((f) =>
    f.replace(/^.*\/([\w-]+)\.json$/, '$1'),
  );
  for (const [name, entry] of Object.entries(screens)) {
    expect(Object.keys(routes), name).toContain(name as RouteName);
    for (const ns of entry.ns) expect(namespaces, `${name}: ${ns}`).toContain(ns);
  }
});
