import { lazy, type ComponentType } from 'react';

/**
 * `lazy()` for a named export: `lazyCard(() => import('./sales-card'), 'SalesCard')` is used in JSX
 * like `SalesCard` itself. Cards load this way when their code must not count toward the screen's
 * first paint (see PageGrid's `deferred`). A module asked for twice downloads once, so cards of
 * one module share a request.
 */
export function lazyCard<M extends Record<K, ComponentType<P>>, K extends keyof M & string, P extends object>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  return lazy(async () => ({ default: (await load())[name] })) as unknown as M[K];
}
