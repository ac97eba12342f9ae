import { useLayoutEffect, useRef, useState } from 'react';

// Any function: parameters are contravariant, so `never[]` accepts every parameter list.
type Handler = (...args: never[]) => unknown;

/**
 * The same handlers, as functions that keep their identity from render to render and call the
 * latest ones given. For props of memoised children (or of a library that redraws when a handler
 * changes) that would otherwise be new arrow functions on every render. The keys must not change;
 * the functions must not be called while rendering (they see the previous render's handlers then).
 */
export function useStableHandlers<T extends Record<string, Handler>>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(() => {
    const wrappers: Record<string, (...args: unknown[]) => unknown> = {};
    for (const key of Object.keys(handlers)) {
      wrappers[key] = (...args) => (latest.current[key] as (...args: unknown[]) => unknown)(...args);
    }
    return wrappers as unknown as T;
  });
  return stable;
}
