/**
 * The examples gallery, read from template/src/examples at build time: each file's source (`?raw`),
 * its one-line description (the file's opening doc comment) and a title from its name. An example
 * is named after its folder (`button/button-variants.tsx`); other files there are pieces the
 * examples share (`landscapes/landscape-slide.tsx`), not examples of their own.
 */
import { isExampleFile } from './example-files';

const sources = import.meta.glob<string>('../../../template/src/examples/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface ExampleEntry {
  /** `<component>/<file name>`, e.g. `button/button-variants`. */
  name: string;
  component: string;
  title: string;
  description: string;
  /** Path in the repository, shown above the source. */
  file: string;
  source: string;
}

const words = (s: string) => s.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const isExample = (path: string) => {
  const [folder = '', file = ''] = path.replace(/^.*\/examples\//, '').split('/');
  return isExampleFile(folder, file);
};

export const examples: ExampleEntry[] = Object.entries(sources)
  .filter(([path]) => isExample(path))
  .map(([path, source]) => {
    const name = path.replace(/^.*\/examples\//, '').replace(/\.tsx$/, '');
    const [component = '', file = ''] = name.split('/');
    const variant = file.startsWith(`${component}-`) ? file.slice(component.length + 1) : file;
    const description =
      /^\/\*\*\s*([\s\S]*?)\s*\*\//
        .exec(source)?.[1]
        ?.replace(/\s*\n\s*\*\s?/g, ' ')
        .replace(/^\*\s?/, '')
        .trim() ?? '';
    return {
      name,
      component,
      title: words(variant),
      description,
      file: `template/src/examples/${name}.tsx`,
      source,
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** Examples grouped by component, in alphabetical order. */
export function examplesByComponent(): { component: string; title: string; entries: ExampleEntry[] }[] {
  const groups = new Map<string, ExampleEntry[]>();
  for (const entry of examples) groups.set(entry.component, [...(groups.get(entry.component) ?? []), entry]);
  return [...groups].map(([component, entries]) => ({ component, title: words(component), entries }));
}
