/**
 * The address of a file of template/public (avatars, pictures). The app serves them under its own
 * base. The docs site's islands run the same examples under the site root, where these files are
 * not: its build sets VITE_PUBLIC_BASE to the demo's base (docs-site/astro.config.mjs).
 */
export function publicAsset(path: string): string {
  const base = (import.meta.env.VITE_PUBLIC_BASE as string | undefined) || import.meta.env.BASE_URL;
  return `${base}${path}`;
}
