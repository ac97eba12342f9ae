/**
 * ESLint (flat config). Besides the usual JS/TS/React-hooks rules this file enforces the import
 * directions of CONTRIBUTING.md ("Imports flow one way"):
 *
 *   components / hooks / lib / config / examples  ->  features  ->  app
 *   features never import each other; only main.tsx and tests import mocks/.
 *
 *   mocks/ (the demo backend) may use lib/, config/, locales/ and features/<name>/types only.
 *
 * The layers are data in eslint/layers.js. `import-x/no-restricted-paths` checks the file each import
 * resolves to (static, re-export and dynamic `import()`), `tessera/glob-layers` the folders
 * `import.meta.glob(...)` patterns reach, and `import-x/no-cycle` rejects dependency cycles.
 * Cross-folder imports inside template/src use the `@/` alias (`tessera/relative-boundary`: relative
 * `../` imports stay inside their own top-level folder, or their own feature), so a reader sees at a
 * glance which imports cross a boundary.
 */
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones, src, tesseraPlugin } from './eslint/layers.js';

const tests = ['template/src/**/*.test.{ts,tsx}', 'template/src/testing/**', 'template/src/mocks/testing.ts'];

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
    files: [
      'scripts/bench.mjs',
      'scripts/lib/route-bytes.mjs',
      'scripts/lib/page-settle.mjs',
      'scripts/lib/interaction-bench.mjs',
    ],
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
    plugins: { tessera: tesseraPlugin, 'import-x': importX },
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
      'tessera/glob-layers': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: src, zones: layerZones }],
      // A cycle makes module order decide which binding is still undefined at first use, and it ties
      // the modules so tightly that none can move or be code-split alone. Type-only imports are
      // erased at build time, so they do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': paletteRule,
      // react-i18next sits in the core chunk every page loads first (vite.config.ts), so one <Trans>
      // anywhere ships it and its HTML parser to every page (about 3.3 KB brotli).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['Trans', 'TransWithoutContext'],
              message: 'Use RichText (components/ui/rich-text) with t(): <Trans> would load on every page.',
            },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },

  // main.tsx boots the app and the demo backend; tests reach any layer (the demo backend as a fake server).
  {
    files: ['template/src/main.tsx', ...tests],
    rules: { 'import-x/no-restricted-paths': 'off', 'tessera/glob-layers': 'off' },
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
