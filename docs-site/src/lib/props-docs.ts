/**
 * Props tables generated from the template's TypeScript types with react-docgen-typescript, at
 * build time. One parser (the template's tsconfig) reads every kit file the component pages need in
 * a single call, once per build; the pages then pick their files from that result.
 *
 * Only the props declared in the template are listed. Props a component takes over from React's
 * DOM types or from a library (Radix UI, Sonner...) are summed up as "plus the props of ...".
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import docgen, { type ComponentDoc, type PropItem } from 'react-docgen-typescript';
import ts from 'typescript';
import { catalog } from './component-catalog';
import { typeDocsFor, type TypeDoc } from './type-docs';

/** A type a prop was declared in: its name and file. */
type ParentType = NonNullable<PropItem['parent']>;

export interface PropRow {
  name: string;
  type: string;
  defaultValue?: string;
  required: boolean;
  description: string;
}

export interface ComponentPropsDoc {
  /** Exported name, e.g. `Button`. */
  name: string;
  description: string;
  /** Repository path of the file that declares it. */
  file: string;
  props: PropRow[];
  /** Where the props that are not listed come from, e.g. `<button> attributes`, `Radix UI Dialog (DialogContentProps)`. */
  inherits: string[];
}

/** The repository root: the folder holding template/tsconfig.json, found upwards from the build's cwd. */
function findRepoRoot(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'template', 'tsconfig.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('props-docs: template/tsconfig.json not found above the working directory');
    dir = parent;
  }
  return dir;
}

// Parent file names come relative to the working directory, so the test is on the path's shape.
const isOurs = (parent: ParentType | undefined) =>
  !parent || (parent.fileName.includes('template/src/') && !parent.fileName.includes('node_modules'));

/** A readable name for a type the props came from, e.g. `ButtonHTMLAttributes` -> `<button> attributes`. */
function describeParent(parent: ParentType): string | undefined {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(parent.fileName)?.[1];
  if (packageName === '@types/react' || !packageName) {
    const element = /^(\w+)HTMLAttributes$/.exec(parent.name)?.[1];
    if (element) return `<${element.toLowerCase()}> attributes`;
    if (/SVG/.test(parent.name)) return 'SVG attributes';
    return 'standard HTML attributes';
  }
  const radix = /^@radix-ui\/react-(.+)$/.exec(packageName)?.[1];
  if (radix) {
    // `asChild` comes from Radix's internal Primitive; it is documented with each Radix part.
    if (radix === 'primitive' || radix === 'dismissable-layer') return undefined;
    return `Radix UI ${radix.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`)}`;
  }
  return parent.name === 'TypeLiteral' ? packageName : `${packageName} (${parent.name})`;
}

function typeText(prop: PropItem): string {
  const type = prop.type as { name: string; raw?: string; value?: { value: string }[] };
  if (type.name === 'enum' && Array.isArray(type.value)) return type.value.map((v) => v.value).join(' | ');
  return type.raw && type.raw.length < 120 ? type.raw : type.name;
}

function toDoc(doc: ComponentDoc, root: string): ComponentPropsDoc {
  const props: PropRow[] = [];
  const inherits = new Set<string>();
  for (const prop of Object.values(doc.props)) {
    const declarations = prop.declarations?.length ? prop.declarations : [prop.parent];
    if (declarations.some((d) => isOurs(d))) {
      const fallbackDefault = (prop.tags as Record<string, string> | undefined)?.default;
      const value = (prop.defaultValue as { value?: unknown } | null)?.value ?? fallbackDefault;
      props.push({
        name: prop.name,
        type: typeText(prop),
        defaultValue: value === undefined || value === null ? undefined : String(value),
        required: prop.required,
        description: prop.description,
      });
    } else {
      for (const d of declarations) {
        const source = d && describeParent(d);
        if (source) inherits.add(source);
      }
    }
  }
  props.sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
  const named = [...inherits].sort((a, b) => Number(a.startsWith('standard')) - Number(b.startsWith('standard')));
  return {
    name: doc.expression?.getName() ?? doc.displayName,
    description: doc.description,
    file: relative(root, doc.filePath).split(sep).join('/'),
    props,
    inherits: named,
  };
}

interface Parsed {
  byFile: Map<string, ComponentPropsDoc[]>;
  program: ts.Program;
  root: string;
  componentsDir: string;
}

let cache: Parsed | undefined;

/** The template's TypeScript program over the catalog's files, as its tsconfig sets it up. */
function createProgram(root: string, files: string[]): ts.Program {
  const configPath = join(root, 'template', 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath), {}, configPath);
  return ts.createProgram(files, { ...options, noEmit: true });
}

/** Every catalog file's components, parsed in one call on first use and kept for the rest of the build. */
function parseAll(): Parsed {
  if (cache) return cache;
  const root = findRepoRoot();
  const componentsDir = join(root, 'template', 'src', 'components');
  const files = [...new Set(Object.values(catalog).flatMap((info) => info.files))];
  const paths = files.map((file) => join(componentsDir, file));
  const parser = docgen.withCustomConfig(join(root, 'template', 'tsconfig.json'), {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    shouldIncludePropTagMap: true,
  });
  const started = performance.now();
  // One program for the props (docgen) and the data types they name (type-docs.ts).
  const program = createProgram(root, paths);
  const docs = parser.parseWithProgramProvider(paths, () => program);
  console.info(
    `props-docs: ${docs.length} components from ${files.length} files in ${Math.round(performance.now() - started)} ms`,
  );
  const byFile = new Map(files.map((file) => [file, [] as ComponentPropsDoc[]]));
  for (const doc of docs) {
    const name = doc.expression?.getName() ?? doc.displayName;
    // Class-name helpers and constants are exported beside the components; only components get a table.
    if (!/^[A-Z]/.test(name)) continue;
    const file = relative(componentsDir, doc.filePath).split(sep).join('/');
    byFile.get(file)?.push(toDoc(doc, root));
  }
  cache = { byFile, program, root, componentsDir };
  return cache;
}

/** The components of the given kit files (paths under template/src/components), in file order. */
export function propsDocsFor(files: string[]): ComponentPropsDoc[] {
  const { byFile } = parseAll();
  return files.flatMap((file) => byFile.get(file) ?? []);
}

/** The kit's data types that these components' props name (series, slices, markers...), with their fields. */
export function typeDocsForProps(docs: ComponentPropsDoc[]): TypeDoc[] {
  const { program, root, componentsDir } = parseAll();
  const skip = new Set(docs.flatMap((doc) => [doc.name, `${doc.name}Props`]));
  const typeTexts = docs.flatMap((doc) => doc.props.map((prop) => prop.type));
  return typeDocsFor(program, root, componentsDir, typeTexts, skip);
}
