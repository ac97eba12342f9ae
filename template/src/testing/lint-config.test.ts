/**
 * The import rules of eslint.config.js, proven on fixtures: each case lints a snippet as if it sat at
 * a real path in template/src, so the layer and cycle rules see the same resolver and tsconfig as
 * `npm run lint`. A config change that silently stops resolving `@/` imports fails here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function lint(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'template/src', file) });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return result?.messages ?? [];
}

async function ruleIds(code: string, file: string) {
  return (await lint(code, file)).map((message) => message.ruleId);
}

// Type-aware linting starts a TypeScript project once; later cases reuse it.
const slow = { timeout: 120_000 };

describe('import layers', () => {
  it('rejects a dynamic import of a feature from a shared layer', slow, async () => {
    const code = [
      "import { lazy } from 'react';",
      "export const Lazy = lazy(() => import('@/features/orders/components/orders-table'));",
    ].join('\n');
    expect(await ruleIds(code, 'components/layout/footer.tsx')).toContain('import-x/no-restricted-paths');
  });

  it('rejects a dynamic import of another feature', slow, async () => {
    const code = "export const load = () => import('@/features/orders/api/get-orders');";
    expect(await ruleIds(code, 'features/dashboards/api/keys.ts')).toContain('import-x/no-restricted-paths');
  });

  it('lets a route import a feature dynamically', slow, async () => {
    const code = "export const load = () => import('@/features/orders/api/get-orders');";
    expect(await ruleIds(code, 'app/routes/orders/order-list.tsx')).not.toContain('import-x/no-restricted-paths');
  });
});

describe('import.meta.glob targets', () => {
  const glob = (pattern: string) => `export const modules = import.meta.glob(${JSON.stringify(pattern)});`;

  it('rejects a glob from config/ into the demo backend, naming the folder it reaches', slow, async () => {
    const messages = await lint(glob('../mocks/browser.ts'), 'config/env.ts');
    const found = messages.find((message) => message.ruleId === 'tessera/glob-layers');
    expect(found?.message).toMatch(/reaches mocks\/browser\.ts: Only main\.tsx and tests import the demo backend/);
  });

  it('rejects a glob from a shared layer into features, by alias or by a wildcard over them', slow, async () => {
    expect(await ruleIds(glob('@/features/*/components/*.tsx'), 'components/layout/footer.tsx')).toContain(
      'tessera/glob-layers',
    );
    expect(await ruleIds(glob('../**/*.ts'), 'lib/format.ts')).toContain('tessera/glob-layers');
  });

  it("rejects a glob into other features' folders", slow, async () => {
    expect(await ruleIds(glob('../../*/types.ts'), 'features/orders/api/keys.ts')).toContain('tessera/glob-layers');
  });

  it('lets each layer glob what it may import', slow, async () => {
    expect(await ruleIds(glob('../locales/*/*.json'), 'lib/i18n.ts')).not.toContain('tessera/glob-layers');
    expect(await ruleIds(glob('@/examples/button/*.tsx'), 'app/routes/components/button.tsx')).not.toContain(
      'tessera/glob-layers',
    );
    expect(await ruleIds(glob('./components/*.tsx'), 'features/orders/api/keys.ts')).not.toContain(
      'tessera/glob-layers',
    );
    expect(await ruleIds(glob('./mocks/browser.ts'), 'main.tsx')).not.toContain('tessera/glob-layers');
  });
});

describe('the demo backend (mocks/)', () => {
  const file = 'mocks/handlers/orders.ts';
  const imports = (source: string) => `import * as other from '${source}';\nexport const used = other;`;

  it('may not import screens, components or feature code other than types', slow, async () => {
    for (const source of [
      '@/features/orders/api/get-orders',
      '@/components/ui/button',
      '@/app/providers',
      '@/hooks/use-after-paint',
    ]) {
      expect(await ruleIds(imports(source), file), source).toContain('import-x/no-restricted-paths');
    }
  });

  it("may import lib/, config/ and a feature's types", slow, async () => {
    for (const source of ['@/features/orders/types', '@/lib/cn', '@/config/paths']) {
      expect(await ruleIds(imports(source), file), source).not.toContain('import-x/no-restricted-paths');
    }
  });
});

describe('import cycles', () => {
  // The fixture closes a loop through a real file: components/ui/button.tsx imports lib/cn.ts.
  const button = readFileSync(resolve(root, 'template/src/components/ui/button.tsx'), 'utf8');

  it('rejects an import that closes a cycle', slow, async () => {
    expect(button).toContain("from '@/lib/cn'");
    const code = [
      "import { Button } from '@/components/ui/button';",
      'export const cn = (...names: string[]) => names.join(" ");',
      'export const withButton = Button;',
    ].join('\n');
    expect(await ruleIds(code, 'lib/cn.ts')).toContain('import-x/no-cycle');
  });

  it('accepts the same import when it does not loop back', slow, async () => {
    const code = ["import { Button } from '@/components/ui/button';", 'export const withButton = Button;'].join('\n');
    expect(await ruleIds(code, 'lib/format.ts')).not.toContain('import-x/no-cycle');
  });
});

describe('what every page loads', () => {
  it("rejects react-i18next's <Trans>, which would put its HTML parser in the core chunk", slow, async () => {
    const code =
      "import { Trans, useTranslation } from 'react-i18next';\nexport const parts = [Trans, useTranslation];";
    expect(await ruleIds(code, 'features/orders/components/orders-table.tsx')).toContain('no-restricted-imports');
    const allowed = "import { useTranslation } from 'react-i18next';\nexport const parts = [useTranslation];";
    expect(await ruleIds(allowed, 'features/orders/components/orders-table.tsx')).not.toContain(
      'no-restricted-imports',
    );
  });
});
