import { matchRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { pathTo, routeNames, routes, type RouteName } from '@/config/paths';
import { clearSession } from '@/lib/session';
import { basename, createRouter, routeTable, startingTable } from './router';

/** Every address the registry builds: one per route, each sample of a param route. */
const addresses = routeNames.flatMap((name) => {
  const { samples } = routes[name] as { samples?: Record<string, string>[] };
  return (samples ?? [{}]).map((params) => ({ name, path: pathTo(name, params) }));
});

const layouts = (table: RouteObject[]) => table[0]!.children!.filter((route) => route.id?.endsWith('-layout'));
const deepest = (table: RouteObject[], path: string) =>
  matchRoutes(table, `${basename}${path}`, basename)?.at(-1)?.route.id;

/**
 * The table once React Router has patched the missing screens in: it appends a layout's new
 * children after those it has (patchRoutesOnNavigation in createRouter).
 */
function patched(start: RouteObject[]): RouteObject[] {
  const full = layouts(routeTable);
  const root = start[0] as NonIndexRouteObject;
  return [
    {
      ...root,
      children: root.children!.map((route): RouteObject => {
        const all = full.find((layout) => layout.id === route.id);
        if (!all) return route;
        const have = new Set(route.children!.map((child) => child.id));
        return {
          ...(route as NonIndexRouteObject),
          children: [...route.children!, ...all.children!.filter((child) => !have.has(child.id))],
        };
      }),
    },
  ];
}

describe('the table a page starts with', () => {
  it('holds the route of each address and matches it as the whole table does', () => {
    for (const { name, path } of addresses) {
      expect(deepest(startingTable(`${basename}${path}`), path), path).toBe(name);
      expect(deepest(routeTable, path), path).toBe(name);
    }
  });

  it('leaves out the screens of other first segments (what makes it cheap to match)', () => {
    const start = layouts(startingTable(`${basename}/users/list`)).flatMap((layout) => layout.children!);
    expect(start.map((route) => route.id)).toEqual(['apps-user-list', 'not-found']);
    const all = layouts(routeTable).flatMap((layout) => layout.children!);
    expect(all.length).toBeGreaterThan(100);
  });

  it('once patched, matches every address as the whole table does, whatever page it started on', () => {
    const firstPages = [...new Map(addresses.map((a) => [a.path.split('/')[1], a.path])).values()];
    for (const first of firstPages) {
      const table = patched(startingTable(`${basename}${first}`));
      for (const { name, path } of addresses) expect(deepest(table, path), `${first} -> ${path}`).toBe(name);
      expect(deepest(table, '/no/such/page'), first).toBe('not-found');
    }
  });
});

describe('the router', () => {
  beforeEach(() => history.replaceState(null, '', `${basename}/login`));
  afterEach(() => clearSession());

  it('finds routes left out of its first table when a navigation needs them', async () => {
    const router = createRouter();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.id).toBe('login' satisfies RouteName);
    await router.navigate('/register');
    expect(router.state.matches.at(-1)?.route.id).toBe('register');
    // A guest on a signed-in page is sent to sign in: the route was found, then guarded.
    await router.navigate('/users/list');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toContain('users');
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)?.route.id).toBe('not-found');
    router.dispose();
  });
});
