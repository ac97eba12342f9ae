/**
 * The colours a theme really paints, computed from the style sheets themselves: the custom
 * properties of styles/tokens.css cascaded for one combination of mode, skin, preset and semi-dark
 * (selector matching and specificity as the browser does it, for the few selector forms that file
 * uses), then Tailwind's `--color-*` mapping of styles/index.css, then var() and color-mix()
 * resolved with Color.js. Used by the token contrast test; no component imports it.
 */
import Color from 'colorjs.io';

export interface Theme {
  dark: boolean;
  skin: string;
  preset: string;
  semiDark: boolean;
}

/** The element a colour is read on: the document root, or the vertical menu (semi-dark scopes it). */
export type Scope = 'root' | 'sidebar';

interface Rule {
  /** Compound selectors, outermost first: `[a] [b]` is two. */
  compounds: string[];
  specificity: number;
  order: number;
  decls: Record<string, string>;
}

export function parseRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  for (const [, selectors = '', body = ''] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const decls: Record<string, string> = {};
    for (const decl of body.split(';')) {
      const colon = decl.indexOf(':');
      const name = decl.slice(0, colon).trim();
      if (colon > 0 && name.startsWith('--')) decls[name] = decl.slice(colon + 1).trim();
    }
    for (const selector of selectors.split(',')) {
      const compounds = selector.trim().split(/\s+/);
      const specificity = compounds.join('').match(/\.[\w-]+|\[[^\]]+\]|:root/g)?.length ?? 0;
      rules.push({ compounds, specificity, order: rules.length, decls });
    }
  }
  return rules;
}

/** Whether one compound selector (`.dark[data-skin='classic']`, `:not(.dark)`) matches <html>. */
function matchesRoot(compound: string, theme: Theme): boolean {
  const attrs: Record<string, string> = {
    'data-skin': theme.skin,
    'data-preset': theme.preset,
    'data-semi-dark': String(theme.semiDark),
  };
  const parts = compound.match(/:not\([^)]*\)|:root|\.[\w-]+|\[[^\]]+\]/g) ?? [];
  if (parts.join('') !== compound) throw new Error(`Selector form not understood: ${compound}`);
  return parts.every((part) => {
    if (part === ':root') return true;
    if (part.startsWith(':not(')) return !matchesRoot(part.slice(5, -1), theme);
    if (part.startsWith('.')) return part === '.dark' && theme.dark;
    const [, name = '', value] = /^\[([\w-]+)(?:='([^']*)')?\]$/.exec(part) ?? [];
    if (name === 'data-slot') return false;
    return name in attrs && (value === undefined || attrs[name] === value);
  });
}

function declared(rules: Rule[], theme: Theme, scope: Scope): Record<string, string> {
  const matching = rules.filter(({ compounds }) => {
    if (scope === 'root') return compounds.length === 1 && matchesRoot(compounds[0]!, theme);
    return compounds.length === 2 && compounds[1] === "[data-slot='sidebar']" && matchesRoot(compounds[0]!, theme);
  });
  matching.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  return Object.assign({}, ...matching.map((r) => r.decls)) as Record<string, string>;
}

/** Replaces every var() by its value, innermost first, with the fallback when the name is not set. */
function substitute(value: string, props: Record<string, string>, depth = 0): string {
  if (depth > 20) throw new Error(`var() cycle in ${value}`);
  const inner = /var\((--[\w-]+)(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/;
  let out = value;
  for (let m = inner.exec(out); m; m = inner.exec(out)) {
    const [whole, name = '', fallback] = m;
    const replacement = props[name] ?? fallback;
    if (replacement === undefined) throw new Error(`${name} is not set (in ${value})`);
    out = out.replace(whole, substitute(replacement, props, depth + 1));
  }
  return out;
}

/** A CSS colour as sRGB, with `color-mix(in <space>, A p%, B)` evaluated. */
export function toColor(value: string): Color {
  const mix = /^color-mix\(in (\w+),\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*(.+)\)$/.exec(value.trim());
  if (!mix) return new Color(value).to('srgb');
  const [, space = 'oklab', first = '', share = '50', second = ''] = mix;
  return Color.mix(toColor(first), toColor(second), 1 - Number(share) / 100, { space, outputSpace: 'srgb' });
}

/**
 * The colours of one theme: `color('primary-text')` is what `text-primary-text` paints (Tailwind's
 * `--color-primary-text` of index.css, resolved where `scope` says).
 */
export function themeColors(tokensCss: string, indexCss: string, theme: Theme) {
  const rules = parseRules(tokensCss);
  const utilities = Object.fromEntries(
    [...indexCss.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value]),
  );
  const resolveAll = (props: Record<string, string>) =>
    Object.fromEntries(Object.entries(props).map(([name, value]) => [name, substitute(value, props)]));
  const root = resolveAll(declared(rules, theme, 'root'));
  // Custom properties inherit as computed: the menu starts from the root's values and resolves its own.
  const sidebar = resolveAll({ ...root, ...declared(rules, theme, 'sidebar') });
  return (utility: string, scope: Scope = 'root'): Color => {
    const expression = utilities[utility];
    if (!expression) throw new Error(`No utility colour ${utility} in index.css`);
    return toColor(substitute(expression, scope === 'root' ? root : sidebar));
  };
}

/** `top` at `alpha` painted over the opaque `bottom` (what `bg-primary/12` on a card shows). */
export function over(top: Color, alpha: number, bottom: Color): Color {
  const [r, g, b] = top.coords.map((c, i) => (c ?? 0) * alpha + (bottom.coords[i] ?? 0) * (1 - alpha));
  return new Color('srgb', [r!, g!, b!]);
}

export const contrast = (a: Color, b: Color) => Color.contrast(a, b, 'WCAG21');
