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
function preloadCard(node: ReactNode): void {
  if (!isValidElement(node) || typeof node.type !== 'object' || node.type === null) return;
  void loaders
    .get(node.type)?.()
    .catch(() => undefined);
}

/**
 * Starts fetching the code of each card element (as `preloadCard`), one card per task, then calls
 * `done`. Asking for a card's code adds a preload hint to the page for every file it needs, a few
 * milliseconds each at the 4x CPU throttle: a dashboard's cards asked for at once made one task of
 * ~150 ms (/dashboard/operations, ~30 files) in which taps waited. Returns a function that stops.
 */
export function preloadCardsInTurn(nodes: readonly ReactNode[], done: () => void): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout>;
  const step = () => {
    if (next < nodes.length) preloadCard(nodes[next++]);
    if (next < nodes.length) timer = setTimeout(step, 0);
    else done();
  };
  timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}
