/**
 * Contrast of the design tokens in every theme a visitor can pick: 2 modes x 4 skins x 6 presets,
 * with and without the semi-dark menu. Each foreground the components paint text or icons with is
 * checked on every surface it is painted on (WCAG 2.1: text 4.5:1; focus rings, input borders and
 * chart marks 3:1). The pairs mirror the components: badges and chips are `bg-<tone>/14` with
 * `text-<tone>-text` (components/ui/tone.ts), a hovered row `bg-muted/40` and a selected one
 * `bg-primary/8` (components/ui/table.tsx), the menu's active item `bg-primary`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetNames as presets, skins } from '@/config/theme';
import { contrast, over, themeColors, type Scope, type Theme } from '@/testing/token-cascade';

// Read from disk: Vitest does not process style sheets, so a `?raw` import of one is empty.
const read = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');
const tokensCss = read('./tokens.css');
const indexCss = read('./index.css');

const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'error'];
const themes: Theme[] = [false, true].flatMap((dark) =>
  skins.flatMap((skin) =>
    presets.flatMap((preset) => [false, true].map((semiDark) => ({ dark, skin, preset, semiDark }))),
  ),
);

/** A surface: a utility colour, optionally a translucent one over another surface. */
type Surface = string | { tint: string; alpha: number; on: string };
interface Check {
  fg: string;
  on: Surface[];
  min: number;
  scope?: Scope;
}

const plain = ['background', 'card', 'popover', 'muted', 'accent'];
const rows: Surface[] = [
  { tint: 'muted', alpha: 0.4, on: 'card' },
  { tint: 'primary', alpha: 0.08, on: 'card' },
];
const checks: Check[] = [
  { fg: 'foreground', on: [...plain, ...rows], min: 4.5 },
  { fg: 'muted-foreground', on: [...plain, ...rows], min: 4.5 },
  ...['card', 'popover', 'accent'].map((s) => ({ fg: `${s}-foreground`, on: [s], min: 4.5 })),
  // Links, ids, tonal badges and chips, outlined badges.
  ...tones.map((tone) => ({
    fg: tone === 'primary' ? 'primary-text' : `${tone}-text`,
    on: [
      ...plain,
      ...rows,
      ...[0.12, 0.14, 0.16].flatMap((alpha) => [
        { tint: tone, alpha, on: 'card' },
        { tint: tone, alpha, on: 'popover' },
      ]),
    ],
    min: 4.5,
  })),
  // Solid buttons and badges.
  ...tones.map((tone) => ({ fg: `${tone}-foreground`, on: [tone], min: 4.5 })),
  // The vertical menu (semi-dark gives it its own surfaces).
  { fg: 'sidebar-foreground', on: ['sidebar', 'sidebar-accent'], min: 4.5, scope: 'sidebar' },
  { fg: 'sidebar-muted', on: ['sidebar', 'sidebar-accent'], min: 4.5, scope: 'sidebar' },
  { fg: 'primary-text', on: ['sidebar', 'sidebar-accent'], min: 4.5, scope: 'sidebar' },
  { fg: 'primary-foreground', on: ['primary'], min: 4.5, scope: 'sidebar' },
  // Non-text: the focus ring around anything, input borders, chart marks and icons on cards.
  { fg: 'ring', on: ['background', 'card', 'popover'], min: 3 },
  { fg: 'ring', on: ['sidebar'], min: 3, scope: 'sidebar' },
  { fg: 'input', on: ['background', 'card', 'popover'], min: 3 },
  ...tones.map((tone) => ({
    fg: tone === 'primary' ? 'primary-graphic' : tone,
    on: ['card', 'background', 'popover'],
    min: 3,
  })),
];

const describeSurface = (s: Surface) => (typeof s === 'string' ? s : `${s.tint}/${s.alpha * 100} on ${s.on}`);

/** Every pair below its minimum in one theme, as readable lines. */
function failures(theme: Theme, tokens = tokensCss): string[] {
  const color = themeColors(tokens, indexCss, theme);
  const out: string[] = [];
  for (const { fg, on, min, scope = 'root' } of checks) {
    for (const surface of on) {
      const bg =
        typeof surface === 'string'
          ? color(surface, scope)
          : over(color(surface.tint, scope), surface.alpha, color(surface.on, scope));
      const ratio = contrast(color(fg, scope), bg);
      if (ratio < min) out.push(`${fg} on ${describeSurface(surface)}: ${ratio.toFixed(2)} < ${min}`);
    }
  }
  return out;
}

const name = ({ dark, skin, preset, semiDark }: Theme) =>
  `${dark ? 'dark' : 'light'} ${skin} ${preset}${semiDark ? ' semi-dark' : ''}`;

describe('design token contrast', () => {
  it.each(themes.map((theme) => [name(theme), theme] as const))('%s', (_, theme) => {
    expect(failures(theme)).toEqual([]);
  });

  it('fails when a preset colour cannot reach 4.5:1 as text', () => {
    // The yellow preset's text colour replaced by its fill colour, which is too light on white.
    const weakened = tokensCss.replace('--primary-text: #795d04;', '--primary-text: #eab308;');
    expect(weakened).not.toBe(tokensCss);
    const found = failures({ dark: false, skin: 'modern', preset: 'yellow', semiDark: false }, weakened);
    expect(found).toContainEqual(expect.stringMatching(/^primary-text on card: \d\.\d\d < 4\.5$/));
  });

  it('fails when a dark preset fill is too dark for its text-safe variant to reach 4.5:1', () => {
    const weakened = tokensCss.replace(
      "[data-preset='primary'] {\n  --primary: #794dff;",
      "[data-preset='primary'] {\n  --primary: #1a0a40;",
    );
    expect(weakened).not.toBe(tokensCss);
    const found = failures({ dark: true, skin: 'modern', preset: 'primary', semiDark: false }, weakened);
    expect(found).toContainEqual(expect.stringMatching(/^primary-text on card: /));
  });

  it('components paint primary text and icons with the variants, not the fill', () => {
    // `text-primary` (the fill colour) reads 2.5:1 on dark cards; the logo is a brand mark.
    const sources = readdirSync(resolve(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('logo.tsx'),
    );
    const offenders = sources.filter((file) => /(?<=[:\s'"`])text-primary(?=[\s'"`])/.test(read(`../${file}`)));
    expect(sources.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
