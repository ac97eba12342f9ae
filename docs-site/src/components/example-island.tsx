/**
 * Renders one of the template's examples (template/src/examples/<component>/<name>.tsx) as a
 * React island. The docs page shows the same file's source next to it, so they cannot drift.
 *
 * Each example is its own chunk: a page loads only the examples it shows. The server build loads
 * a page's examples before rendering it (`preloadExamples`), so the server HTML is complete; in
 * the browser the island waits for its chunk, keeping the server HTML until then. There is no
 * Suspense boundary here on purpose: a suspension inside an example then holds the whole island's
 * server render until it settles (complete HTML, no streamed fallback and no inline script), and in
 * the browser it keeps the server HTML in place until it settles.
 */
import { createElement, use, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { ExampleProviders, type PreviewDirection } from './example-providers';

type ExampleModule = Record<string, unknown>;

const loaders = import.meta.glob<ExampleModule>('../../../template/src/examples/**/*.tsx');

/** A promise React's `use` reads synchronously once settled (it checks `status` and `value`). */
type TrackedPromise = Promise<ComponentType> & { status?: 'pending' | 'fulfilled'; value?: ComponentType };

const loaded = new Map<string, TrackedPromise>();

function loadExample(name: string): TrackedPromise {
  const existing = loaded.get(name);
  if (existing) return existing;
  const loader = loaders[`../../../template/src/examples/${name}.tsx`];
  if (!loader) throw new Error(`No example "${name}" in template/src/examples`);
  const promise: TrackedPromise = loader().then((mod) => {
    const component = Object.values(mod).find((value): value is ComponentType => typeof value === 'function');
    if (!component) throw new Error(`Example "${name}" exports no component`);
    promise.status = 'fulfilled';
    promise.value = component;
    return component;
  });
  promise.status = 'pending';
  loaded.set(name, promise);
  return promise;
}

/** Loads the named examples; the page awaits it before its islands render on the server. */
export async function preloadExamples(names: string[]): Promise<void> {
  await Promise.all(names.map(loadExample));
}

function Example({ name }: { name: string }) {
  // The module map keeps one promise per name, so the component identity is stable across renders.
  const example = loadExample(name);
  return createElement(example.value ?? use(example as Promise<ComponentType>));
}

/**
 * The direction of the preview box around the island (`dir` on `[data-preview]`, switched by the
 * page's RTL toggle), so Radix components flip with it. Starts at 'ltr' to match the server HTML.
 */
function usePreviewDirection(anchor: RefObject<HTMLElement | null>): PreviewDirection {
  const [dir, setDir] = useState<PreviewDirection>('ltr');
  useEffect(() => {
    const box = anchor.current?.closest<HTMLElement>('[data-preview]');
    if (!box) return;
    const read = () => setDir(box.dir === 'rtl' ? 'rtl' : 'ltr');
    read();
    const observer = new MutationObserver(read);
    observer.observe(box, { attributes: true, attributeFilter: ['dir'] });
    return () => observer.disconnect();
  }, [anchor]);
  return dir;
}

export interface ExampleIslandProps {
  /** `<component>/<file name>` without the extension, e.g. `button/button-variants`. */
  name: string;
}

export function ExampleIsland({ name }: ExampleIslandProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const dir = usePreviewDirection(anchor);
  return (
    <div ref={anchor} data-example-root="">
      <ExampleProviders dir={dir}>
        <Example name={name} />
      </ExampleProviders>
    </div>
  );
}
