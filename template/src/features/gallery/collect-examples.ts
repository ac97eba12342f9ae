import type { ComponentType } from 'react';
import { galleries, type GalleryRoute } from './galleries';
import type { GalleryExample } from './types';

type ExampleModules = Record<string, Record<string, unknown>>;
type SourceLoaders = Record<string, () => Promise<string>>;

/**
 * Pairs each example module of one component with a loader of its own source, in the order the page
 * lists them. Call it with two globs over the same folder, so the preview and the code shown are
 * always the same file:
 *
 *   collectExamples('button', ['colors', 'variants'],
 *     import.meta.glob('@/examples/button/*.tsx', { eager: true }),
 *     import.meta.glob<string>('@/examples/button/*.tsx', { query: '?raw', import: 'default' }));
 *
 * Throws when the order and the files disagree: a new example file that no page lists, or a listed
 * one that is gone, is a mistake to see at once, not a section that silently disappears.
 */
export function collectExamples(
  component: string,
  order: readonly string[],
  modules: ExampleModules,
  sources: SourceLoaders,
): GalleryExample[] {
  const byId = new Map<string, GalleryExample>();
  for (const [path, mod] of Object.entries(modules)) {
    const fileName = path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
    const id = fileName.startsWith(`${component}-`) ? fileName.slice(component.length + 1) : fileName;
    const Component = Object.values(mod).find((value): value is ComponentType => typeof value === 'function');
    const loadSource = sources[path];
    if (!Component || !loadSource) throw new Error(`Example ${path} needs one exported component and its source`);
    byId.set(id, { id, file: `template/src/examples/${component}/${fileName}.tsx`, Component, loadSource });
  }
  const unlisted = [...byId.keys()].filter((id) => !order.includes(id));
  if (unlisted.length) throw new Error(`Examples of ${component} missing from the page order: ${unlisted.join(', ')}`);
  return order.map((id) => {
    const example = byId.get(id);
    if (!example) throw new Error(`No example file for ${component}-${id}.tsx`);
    return example;
  });
}

/**
 * The examples of a gallery route, in the order galleries.ts gives it. The globs must cover the
 * folder galleries.ts names (they are literals Vite reads at build time, so the route writes them):
 *
 *   galleryExamples('components-button',
 *     import.meta.glob('@/examples/button/*.tsx', { eager: true }),
 *     import.meta.glob<string>('@/examples/button/*.tsx', { query: '?raw', import: 'default' }));
 */
export function galleryExamples(route: GalleryRoute, modules: ExampleModules, sources: SourceLoaders) {
  const { folder, order } = galleries[route];
  const elsewhere = Object.keys(modules).filter((path) => !path.includes(`/examples/${folder}/`));
  if (elsewhere.length) throw new Error(`${route} lists examples/${folder}, not ${elsewhere.join(', ')}`);
  return collectExamples(folder, order, modules, sources);
}
