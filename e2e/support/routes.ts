/**
 * The route registry (config/paths.ts) as the specs walk it: every route with the address of its
 * first pre-rendered sample (a path with params opens at the values the build writes a page for).
 */
import { routes, type RouteDef } from '../../template/src/config/paths.ts';

export interface RegistryRoute extends RouteDef {
  name: string;
  /** The address opened: the path with its params filled from the first sample. */
  address: string;
}

export const registryRoutes: RegistryRoute[] = Object.entries(routes as Record<string, RouteDef>).map(
  ([name, def]) => ({
    ...def,
    name,
    address: def.path.replace(/:(\w+)/g, (_, key: string) => String(def.samples?.[0]?.[key] ?? key)),
  }),
);
