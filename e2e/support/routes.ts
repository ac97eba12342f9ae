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
  /** Every page the build writes for it: the path filled from each sample (the path alone without params). */
  addresses: string[];
  /** Who a sweep of every route opens it as: the sign-in and public pages a guest, the rest the admin. */
  opensAs: 'guest' | 'admin';
}

const filled = (path: string, sample: Readonly<Record<string, string>> | undefined) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(sample?.[key] ?? key));

export const registryRoutes: RegistryRoute[] = Object.entries(routes as Record<string, RouteDef>).map(
  ([name, def]) => ({
    ...def,
    name,
    address: filled(def.path, def.samples?.[0]),
    addresses: def.samples?.length ? def.samples.map((sample) => filled(def.path, sample)) : [def.path],
    opensAs: def.meta?.unauthenticatedOnly || def.meta?.public ? 'guest' : 'admin',
  }),
);
