import { routes, type RouteName } from '@/config/paths';
import { pendingScreen, screens } from './screens';

const modules = import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

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
