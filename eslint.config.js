/**
 * ESLint (flat config). Besides the usual JS/TS/React-hooks rules this file enforces the import
 * directions of CONTRIBUTING.md ("Imports flow one way"):
 *
 *   components / hooks / lib / config / examples  ->  features  ->  app
 *   features never import each other; only main.tsx and tests import mocks/.
 *
 * `import-x/no-restricted-paths` checks the file each import resolves to (static, re-export and
 * dynamic `import()`), and `import-x/no-cycle` rejects dependency cycles. Cross-folder imports inside
 * template/src use the `@/` alias (relative `../` imports stay inside their own top-level folder, or
 * their own feature), so a reader sees at a glance which imports cross a boundary.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = resolve(import.meta.dirname, 'template/src');
const features = (() => {
  try {
    return readdirSync(join(src, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const tests = ['template/src/**/*.test.{ts,tsx}', 'template/src/testing/**', 'template/src/mocks/testing.ts'];

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

const layerMessage = 'Imports flow one way: components/hooks/lib/config -> features -> app (CONTRIBUTING.md).';
const mocksMessage = 'Only main.tsx and tests import the demo backend (mocks/), so it can be deleted in one step.';
const featureMessage = 'Features never import each other: move the shared piece to components/, hooks/ or lib/.';
const shared = ['components', 'hooks', 'lib', 'config', 'examples', 'styles'];

/**
 * The layers, checked on the resolved file of every import: static, `export ... from`, and dynamic
 * `import()` alike, so `lazy(() => import('@/features/x'))` in a shared layer fails like a static one.
 * Paths are relative to template/src.
 */
const layerZones = [
  { target: shared, from: ['app', 'features'], message: layerMessage },
  { target: 'features', from: 'app', message: layerMessage },
  { target: [...shared, 'app', 'features'], from: 'mocks', message: mocksMessage },
  ...features.map((name) => ({
    target: `features/${name}`,
    from: 'features',
    except: [`./${name}`],
    message: featureMessage,
  })),
];

/**
 * Palette hues (bg-blue-500) bypass the theme tokens (skins, presets, dark mode). white/black stay
 * allowed for marks drawn on a known fill (switch thumbs, colour swatches).
 */
const palette =
  '(^|\\s|:)(bg|text|border|ring|fill|stroke|from|via|to|outline|decoration|divide|accent|caret|placeholder|shadow)-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\\d{2,3}(\\/\\d+)?(\\s|$)';
const paletteRule = [
  'error',
  {
    selector: `Literal[value=/${palette}/]`,
    message: 'Use semantic colour utilities (bg-card, text-muted-foreground, bg-primary...), not palette colours.',
  },
  {
    selector: `TemplateElement[value.raw=/${palette}/]`,
    message: 'Use semantic colour utilities (bg-card, text-muted-foreground, bg-primary...), not palette colours.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.astro/**',
      '.cache/**',
      'e2e/test-results/**',
      'e2e/reports/**',
      'bench-results/**',
      'template/public/mockServiceWorker.js',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // Node scripts and config files.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // These scripts drive Chromium: callbacks passed to page.evaluate run in the page.
    files: ['scripts/bench.mjs', 'scripts/lib/route-bytes.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Runs before the bundle in every browser, so it keeps ES5-era syntax (catch (e) included).
    files: ['template/public/**/*.js', 'docs-site/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
    rules: { 'no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  {
    // The demo backend's service worker runs in a worker scope, not a page.
    files: ['template/public/demo-worker.js'],
    languageOptions: { globals: globals.serviceworker },
  },

  // TypeScript everywhere (syntax-level rules).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },

  // The app: type-aware rules and React hooks.
  {
    files: ['template/src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked, reactHooks.configs.flat.recommended],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { tessera: { rules: { 'relative-boundary': relativeBoundary } }, 'import-x': importX },
    settings: {
      // no-cycle follows imports into .ts/.tsx modules, so it must parse them as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(import.meta.dirname, 'template/tsconfig.json') }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's idiom: loaders throw responses (redirect(), data()) to the error boundary.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      'tessera/relative-boundary': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: src, zones: layerZones }],
      // A cycle makes module order decide which binding is still undefined at first use, and it ties
      // the modules so tightly that none can move or be code-split alone. Type-only imports are
      // erased at build time, so they do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': paletteRule,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },

  // The demo backend may import itself; main.tsx boots it; tests use it as a fake server.
  {
    files: ['template/src/mocks/**', 'template/src/main.tsx', ...tests],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests read untyped JSON answers and call setup helpers named like MSW's `server.use`.
    files: tests,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // settings.test.ts runs public/theme-init.js as the browser would.
      '@typescript-eslint/no-implied-eval': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },

  // Playwright specs, docs islands and config files: Node globals.
  {
    files: ['e2e/**/*.ts', 'template/*.ts', '*.ts', 'docs-site/*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['docs-site/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
);
