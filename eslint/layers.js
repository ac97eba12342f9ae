/**
 * The import layers of template/src (CONTRIBUTING.md, "Import directions") as data, and the two local
 * rules that apply them where eslint-plugin-import-x cannot look:
 *
 *   tessera/relative-boundary  `../` may not leave its top-level folder (or its feature), so every
 *                              import that crosses a layer is written `@/...` and resolved by import-x.
 *   tessera/glob-layers        `import.meta.glob(...)` patterns are imports too: Vite bundles what they
 *                              match. The rule resolves each pattern against the file and checks the
 *                              folder it reaches with the same zones as `import-x/no-restricted-paths`.
 *
 * Zones use import-x's shape: a file under `target` may not import from `from`, except `except`
 * (paths relative to `from`). Paths are relative to template/src.
 */
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const src = resolve(import.meta.dirname, '../template/src');

/** The feature folders, read at lint time so a new feature is fenced without editing this file. */
export const features = (() => {
  try {
    return readdirSync(join(src, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const layerMessage = 'Imports flow one way: components/hooks/lib/config -> features -> app (CONTRIBUTING.md).';
const mocksMessage = 'Only main.tsx and tests import the demo backend (mocks/), so it can be deleted in one step.';
const featureMessage = 'Features never import each other: move the shared piece to components/, hooks/ or lib/.';
const backendMessage =
  'The demo backend (mocks/) stands in for a server: it may use lib/, config/, locales/ and features/<name>/types, ' +
  'never screens, components or other feature code.';
const shared = ['components', 'hooks', 'lib', 'config', 'examples', 'styles'];

/** A feature's types module, the one part of a feature the demo backend may read (its answers' shapes). */
const featureTypes = features.flatMap((name) =>
  [`./${name}/types.ts`, `./${name}/types`].filter((path) => existsSync(join(src, 'features', path))),
);

export const layerZones = [
  { target: shared, from: ['app', 'features'], message: layerMessage },
  { target: 'features', from: 'app', message: layerMessage },
  { target: [...shared, 'app', 'features'], from: 'mocks', message: mocksMessage },
  { target: 'mocks', from: ['app', 'components', 'hooks', 'examples', 'styles'], message: backendMessage },
  { target: 'mocks', from: 'features', except: featureTypes, message: backendMessage },
  ...features.map((name) => ({
    target: `features/${name}`,
    from: 'features',
    except: [`./${name}`],
    message: featureMessage,
  })),
];

/** Whether `path` is `folder` or lies inside it. */
const within = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-z]:/i.test(rel));
};

const list = (value) => (Array.isArray(value) ? value : [value]);

/** `../` may not leave the top-level folder of template/src (or the feature) it starts in. */
const relativeBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Cross-folder imports in template/src use the @/ alias' },
    schema: [],
    messages: {
      useAlias: "'{{source}}' leaves {{scope}}/: import it as '@/{{target}}' so the import-direction rules apply.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(src + sep)) return {};
    const parts = relative(src, file).split(sep);
    // The folder a file may reach with `../`: its top-level folder, or features/<name>.
    const depth = parts[0] === 'features' ? 2 : 1;
    if (parts.length <= depth) return {};
    const scope = parts.slice(0, depth).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('../')) return;
      const target = resolve(dirname(file), source);
      if (!target.startsWith(src + sep)) return;
      const targetParts = relative(src, target).split(sep);
      if (targetParts.slice(0, depth).join('/') !== scope) {
        context.report({
          node: node.source,
          messageId: 'useAlias',
          data: { source, scope, target: targetParts.join('/') },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * Where a glob pattern can reach: the folder before its first wildcard (`../mocks/*.ts` reaches
 * mocks/), or the file itself when it has none. `@/` is template/src and `/` Vite's root (template/).
 * Bare package patterns and negations (`!./x.test.ts`) reach nothing of ours.
 */
function globReach(pattern, file) {
  if (pattern.startsWith('!')) return null;
  let path;
  if (pattern.startsWith('@/')) path = join(src, pattern.slice(2));
  else if (pattern.startsWith('/')) path = join(dirname(src), pattern);
  else if (pattern.startsWith('.')) path = resolve(dirname(file), pattern);
  else return null;
  const parts = path.split(sep);
  const wild = parts.findIndex((part) => /[*?[\]{}()]/.test(part));
  return wild < 0 ? { path, exact: true } : { path: parts.slice(0, wild).join(sep) || sep, exact: false };
}

/** The message of the first zone that forbids `file` to reach `reach`, if any. */
function forbidden(file, reach) {
  for (const zone of layerZones) {
    if (!list(zone.target).some((target) => within(file, join(src, target)))) continue;
    for (const from of list(zone.from)) {
      const fromPath = join(src, from);
      const exceptions = (zone.except ?? []).map((except) => resolve(fromPath, except));
      // Inside the forbidden folder and outside its exceptions, or a wildcard over a folder that holds it.
      const inside = within(reach.path, fromPath) && !exceptions.some((except) => within(reach.path, except));
      const spans = !reach.exact && within(fromPath, reach.path);
      if (inside || spans) return zone.message;
    }
  }
  return null;
}

const isGlobCall = (callee) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'MetaProperty' &&
  callee.object.meta.name === 'import' &&
  callee.object.property.name === 'meta' &&
  callee.property.type === 'Identifier' &&
  callee.property.name === 'glob';

const globLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'import.meta.glob patterns follow the same layer rules as imports' },
    schema: [],
    messages: { layer: "import.meta.glob('{{pattern}}') reaches {{reach}}: {{message}}" },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(src + sep)) return {};
    return {
      CallExpression(node) {
        if (!isGlobCall(node.callee) || !node.arguments[0]) return;
        const argument = node.arguments[0];
        const patterns = argument.type === 'ArrayExpression' ? argument.elements : [argument];
        for (const literal of patterns) {
          if (literal?.type !== 'Literal' || typeof literal.value !== 'string') continue;
          const reach = globReach(literal.value, file);
          const message = reach && forbidden(file, reach);
          if (!message) continue;
          const path = relative(src, reach.path).split(sep).join('/');
          const data = { pattern: literal.value, reach: reach.exact ? path : `${path}/`, message };
          context.report({ node: literal, messageId: 'layer', data });
        }
      },
    };
  },
};

export const tesseraPlugin = { rules: { 'relative-boundary': relativeBoundary, 'glob-layers': globLayers } };
