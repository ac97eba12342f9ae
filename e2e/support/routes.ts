/**
 * The route registry (config/paths.ts) as the specs and `npm run bench` walk it: every route with
 * the address of its first pre-rendered sample (a path with params opens at the values the build
 * writes a page for). Plain enough for Node to import as it is (scripts/bench.mjs does).
 */
import { routes, type RouteDef } from '../../template/src/config/paths.ts';

export interface RegistryRoute extends RouteDef {
  name: string;
  /** The address opened: the path with its params filled from the first sample. */
  address: string;
  /** Who a sweep of every route opens it as: the sign-in and public pages a guest, the rest the admin. */
  opensAs: 'guest' | 'admin';
}

export const registryRoutes: RegistryRoute[] = Object.entries(routes as Record<string, RouteDef>).map(
  ([name, def]) => ({
    ...def,
    name,
    address: def.path.replace(/:(\w+)/g, (_, key: string) => String(def.samples?.[0]?.[key] ?? key)),
    opensAs: def.meta?.unauthenticatedOnly || def.meta?.public ? 'guest' : 'admin',
  }),
);
