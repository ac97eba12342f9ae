/**
 * Renders one of the template's examples (template/src/examples/<component>/<name>.tsx) as a
 * React island. The docs page shows the same file's source next to it, so they cannot drift.
 */
import { createElement, type ComponentType } from 'react';
import { ExampleProviders } from './example-providers';

const modules = import.meta.glob<Record<string, unknown>>('../../../template/src/examples/**/*.tsx', { eager: true });

/** `<component>/<file name>` -> the file's exported component, resolved once at load time. */
const examples = new Map<string, ComponentType>(
  Object.entries(modules).flatMap(([path, mod]) => {
    const name = path.replace(/^.*\/examples\//, '').replace(/\.tsx$/, '');
    const component = Object.values(mod).find((value): value is ComponentType => typeof value === 'function');
    return component ? [[name, component] as const] : [];
  }),
);

export interface ExampleIslandProps {
  /** `<component>/<file name>` without the extension, e.g. `button/button-variants`. */
  name: string;
}

export function ExampleIsland({ name }: ExampleIslandProps) {
  const Example = examples.get(name);
  if (!Example) throw new Error(`No example "${name}" in template/src/examples`);
  // The component comes from a module-level map, so its identity is stable across renders.
  return <ExampleProviders>{createElement(Example)}</ExampleProviders>;
}
