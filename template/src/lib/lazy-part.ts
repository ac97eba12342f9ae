import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { deferredModule } from './deferred-module';

/**
 * `lazy()` for a part of a screen that the screen's pre-rendered markup holds, such as an account
 * tab: its code can be fetched before React takes that markup over (`Part.load()`, which a screen
 * returns from its `parts` export: app/router.tsx awaits it before hydrating), and a part whose code
 * is there renders at once instead of suspending.
 *
 * Why not plain `lazy()`: it suspends on its first render even when the module has already
 * arrived, and while a Suspense boundary of the markup waits to be hydrated, any update that reaches
 * it (the screen rendering again once a namespace has loaded) makes React draw the boundary's
 * fallback in place of the markup, then the part again: a flash of placeholder and a layout shift.
 *
 * A part decides once, when it mounts, whether it renders the loaded component or the lazy one, so a
 * part mounted before its code came keeps its state when it later renders again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // A failed fetch is tried again the next time the part is asked for.
  const code = deferredModule(load);
  const start = (): Promise<void> => code.load().then(() => undefined);
  const Lazy = lazy(code.load);
  function Part(props: P) {
    const [type] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => code.current?.default ?? Lazy,
    );
    return createElement(type, props);
  }
  return Object.assign(Part, { load: start });
}
