/**
 * The per-component docs pages: one per folder of template/src/examples. Each page's examples are
 * listed in the order of the demo gallery that shows them, and link to that gallery's route; both
 * come from the table the gallery routes read (template/src/features/gallery/galleries.ts), so the
 * docs follow the demo.
 */
import { pathTo, type RouteName } from '@/config/paths';
import { galleries } from '@/features/gallery/galleries';
import { catalog, type ComponentInfo } from './component-catalog';
import { examplesByComponent, type ExampleEntry } from './examples';

/** Example folder -> the gallery route listing it, with its order (template/src/features/gallery/galleries.ts). */
const galleryOf = new Map<string, { route: RouteName; order: readonly string[] }>(
  Object.entries(galleries).map(([route, { folder, order }]) => [folder, { route: route as RouteName, order }]),
);

export interface ComponentPage {
  /** Example folder and page slug, e.g. `button`. */
  component: string;
  info: ComponentInfo;
  entries: ExampleEntry[];
  /** Path of the matching demo screen inside the demo, e.g. `/components/button`. */
  demo?: string;
}

const variantOf = (entry: ExampleEntry) =>
  entry.name.slice(entry.component.length + 1).replace(new RegExp(`^${entry.component}-`), '');

export const componentPages: ComponentPage[] = examplesByComponent()
  .map(({ component, title, entries }): ComponentPage => {
    const info: ComponentInfo = catalog[component] ?? { title, summary: '', files: [] };
    const gallery = galleryOf.get(component);
    const rank = (entry: ExampleEntry) => {
      const index = gallery?.order.indexOf(variantOf(entry)) ?? -1;
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const route = gallery?.route ?? info.demo;
    return {
      component,
      info,
      entries: [...entries].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)),
      demo: route && pathTo(route),
    };
  })
  .sort((a, b) => a.info.title.localeCompare(b.info.title));
