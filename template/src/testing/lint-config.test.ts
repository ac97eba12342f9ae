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

async function ruleIds(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'template/src', file) });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return result?.messages.map((message) => message.ruleId) ?? [];
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
