/**
 * The per-component docs pages: one per folder of template/src/examples. Each page's examples are
 * listed in the order of the demo gallery that shows them, and link to that gallery's route; both
 * are read from the gallery route modules (template/src/app/routes), so the docs follow the demo.
 */
import { pathTo, type RouteName } from '@/config/paths';
import { catalog, type ComponentInfo } from './component-catalog';
import { examplesByComponent, type ExampleEntry } from './examples';

const routeSources = import.meta.glob<string>('../../../template/src/app/routes/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Gallery {
  route: RouteName;
  /** Example ids (file name without the `<component>-` prefix) in the gallery's order. */
  order: string[];
}

/** Example folder -> the gallery route listing it, from `collectExamples('<folder>', [...order])`. */
const galleries = new Map<string, Gallery>();
for (const source of Object.values(routeSources)) {
  const call = /collectExamples\(\s*'([\w-]+)',\s*\[([^\]]*)\]/.exec(source);
  const route = /<GalleryScreen[^>]*\broute="([\w-]+)"/.exec(source)?.[1];
  if (!call?.[1] || !call[2] || !route) continue;
  galleries.set(call[1], {
    route: route as RouteName,
    order: [...call[2].matchAll(/'([\w-]+)'/g)].map((m) => m[1] ?? ''),
  });
}

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
    const gallery = galleries.get(component);
    const rank = (entry: ExampleEntry) => {
      const index = gallery?.order.indexOf(variantOf(entry)) ?? -1;
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const route = gallery?.route ?? (info.demo as RouteName | undefined);
    return {
      component,
      info,
      entries: [...entries].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)),
      demo: route && pathTo(route),
    };
  })
  .sort((a, b) => a.info.title.localeCompare(b.info.title));
