/**
 * Markdown plugin (Sätteri hast): root-relative links and images written in the Markdown pages
 * (`/theming/`, `/demo/dashboard/crm`) get the docs' base path in front, so the pages keep working
 * when the docs are deployed under a sub-path. Protocol-relative (`//host`) links are left alone.
 */
export function baseLinks(base = '/') {
  const prefix = base.replace(/\/+$/, '');
  return () => ({
    name: 'base-links',
    element: {
      filter: ['a', 'img'],
      visit(node, ctx) {
        const attribute = node.tagName === 'a' ? 'href' : 'src';
        const value = node.properties?.[attribute];
        if (!prefix || typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return;
        if (value === prefix || value.startsWith(`${prefix}/`)) return;
        ctx.setProperty(node, attribute, `${prefix}${value}`);
      },
    },
  });
}
