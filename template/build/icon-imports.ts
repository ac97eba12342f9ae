import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { Bell, Moon as Night } from 'lucide-react'` in our sources to one import per
 * icon (`import Bell from 'lucide-react/icons/bell'`). Tree-shaking keeps the same icons either
 * way; what changes is the module graph the bundler sees: through the package's index every icon
 * looks imported by everything that imports any icon, so start-up-chunks.ts could not tell which
 * icons a page really needs. Names that are not icons (types, `createLucideIcon`) stay as written.
 */
export function iconImports(): Plugin {
  const files = iconFiles();
  const statement = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
  return {
    name: 'tessera:icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('lucide-react')) return null;
      const rewritten = code.replace(statement, (whole, list: string) => {
        const kept: string[] = [];
        const icons: string[] = [];
        for (const specifier of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = files.get(imported);
          if (file) icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else kept.push(specifier);
        }
        if (!icons.length) return whole;
        // Type-only names go to an `import type`, which compiles to nothing: a leftover
        // `import {} from 'lucide-react'` would still load the package's index.
        const types = kept.filter((name) => name.startsWith('type '));
        const values = kept.filter((name) => !name.startsWith('type '));
        if (types.length)
          icons.push(`import type { ${types.map((name) => name.slice(5)).join(', ')} } from 'lucide-react';`);
        if (values.length) icons.push(`import { ${values.join(', ')} } from 'lucide-react';`);
        return icons.join(' ');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** Every exported icon name (aliases included) and the file under `icons/` that defines it. */
function iconFiles(): Map<string, string> {
  const packageDir = dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const index = readFileSync(join(packageDir, 'dist/esm/lucide-react.mjs'), 'utf8');
  const names = new Map<string, string>();
  for (const [, list = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of list.matchAll(/default as (\w+)/g)) names.set(name[1]!, file);
  }
  return names;
}
