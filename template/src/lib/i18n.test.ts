/**
 * Every translation key must exist in every language, in every namespace under locales/, and the
 * menu and route titles must all be translated. A key added to one locale only fails here.
 */
import { navigation, searchIndex } from '@/config/navigation';
import { routeNames } from '@/config/paths';
import { locales } from '@/config/theme';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

type Tree = Record<string, unknown>;
const byLocale: Record<string, Record<string, Tree>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (byLocale[lng!] ??= {})[ns!] = content;
}

// Languages have different plural forms (ar has six), so compare keys without their plural suffix.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leafKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const namespaces = [...new Set(Object.values(byLocale).flatMap((ns) => Object.keys(ns)))].sort();

describe('locale files', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...locales].sort());
  });

  it.each(namespaces)('namespace "%s" exists in every language', (ns) => {
    for (const lng of locales) expect(byLocale[lng]?.[ns], `${lng}/${ns}.json`).toBeDefined();
  });

  it.each(namespaces)('namespace "%s" has the same keys in every language', (ns) => {
    const keysOf = (lng: string) =>
      new Set(leafKeys(byLocale[lng]?.[ns] ?? {}).map((k) => k.replace(pluralSuffix, '')));
    const keysByLocale = new Map(locales.map((lng) => [lng, keysOf(lng)]));
    const all = new Set([...keysByLocale.values()].flatMap((keys) => [...keys]));
    for (const lng of locales) {
      const keys = keysByLocale.get(lng)!;
      const missing = [...all].filter((k) => !keys.has(k));
      expect(missing, `missing in ${lng}/${ns}.json`).toEqual([]);
    }
  });

  it.each(namespaces)('namespace "%s" has no empty strings and the same {{placeholders}} in every language', (ns) => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();
    const reference = new Map(leaves(byLocale.en?.[ns] ?? {}).map(([k, v]) => [k, v]));
    for (const lng of locales) {
      for (const [key, value] of leaves(byLocale[lng]?.[ns] ?? {})) {
        expect(typeof value === 'string' && value.trim().length > 0, `${lng}/${ns}:${key} is empty`).toBe(true);
        const en = reference.get(key);
        if (typeof en === 'string' && typeof value === 'string') {
          expect(placeholders(value), `${lng}/${ns}:${key} placeholders`).toEqual(placeholders(en));
        }
      }
    }
  });
});

describe('menu and route titles', () => {
  const menuKeys = new Set<string>();
  for (const section of navigation) {
    menuKeys.add(section.title);
    for (const child of section.children) {
      menuKeys.add(child.title);
      if (child.kind === 'group') child.children.forEach((link) => menuKeys.add(link.title));
    }
  }

  it.each([...locales])('every menu title is translated in %s', (lng) => {
    const nav = byLocale[lng]?.nav ?? {};
    const missing = [...menuKeys].filter((key) => typeof nav[key] !== 'string');
    expect(missing).toEqual([]);
  });

  it.each([...locales])('every route name has a full title in %s', (lng) => {
    const routes = (byLocale[lng]?.nav?.routes ?? {}) as Record<string, unknown>;
    const missing = routeNames.filter((name) => typeof routes[name] !== 'string');
    expect(missing).toEqual([]);
  });

  it('every search entry points at a translated title and group label', () => {
    const nav = byLocale.en?.nav ?? {};
    for (const entry of searchIndex()) {
      expect(entry.title).toMatch(/^routes\./);
      expect(typeof (nav.routes as Record<string, unknown>)[entry.title.slice('routes.'.length)]).toBe('string');
      expect(typeof nav[entry.subtitle], entry.subtitle).toBe('string');
    }
  });
});
