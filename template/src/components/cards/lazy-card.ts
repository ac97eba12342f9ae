import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

/** The loader of each card made by `lazyCard`, so its code can be fetched before it renders. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * `lazy()` for a named export: `lazyCard(() => import('./sales-card'), 'SalesCard')` is used in JSX
 * like `SalesCard` itself. Cards load this way when their code must not count toward the screen's
 * first paint (see DeferredPageGrid). A module asked for twice downloads once, so cards of
 * one module share a request.
 */
export function lazyCard<M extends Record<K, ComponentType<P>>, K extends keyof M & string, P extends object>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  const card = lazy(async () => ({ default: (await load())[name] }));
  loaders.set(card, load);
  return card as unknown as M[K];
}

/**
 * Starts fetching the code of a card element made with `lazyCard` (`<SalesCard … />`), before React
 * renders it; any other node is left alone. A failed fetch shows when the card renders.
 */
export function preloadCard(node: ReactNode): void {
  if (!isValidElement(node) || typeof node.type !== 'object' || node.type === null) return;
  void loaders
    .get(node.type)?.()
    .catch(() => undefined);
}
