/**
 * Theme tokens for charts, read at runtime from the CSS variables on <html> (styles/tokens.css).
 * Chart libraries draw with literal colours, so they cannot follow CSS on their own: this module
 * re-reads the variables whenever the customizer flips mode (.dark), preset, skin or direction,
 * and every chart re-renders with the new values.
 */
import { useSyncExternalStore } from 'react';
import { tones } from '@/components/ui/tone';

export const chartTones = tones;
export type ChartTone = (typeof chartTones)[number];
/** A tone name (follows the preset) or any literal CSS colour. */
export type ChartColor = ChartTone | (string & Record<never, never>);

export interface ThemeTokens {
  colors: Record<ChartTone, string>;
  foreground: string;
  mutedForeground: string;
  border: string;
  card: string;
  muted: string;
  fontFamily: string;
  dark: boolean;
  rtl: boolean;
  reducedMotion: boolean;
}

/** Attributes of <html> that change a chart's look. */
export const themeAttributes = ['class', 'dir', 'data-preset', 'data-skin', 'data-semi-dark', 'style'];

/**
 * The light theme's values from styles/tokens.css, for reads without a document (tests, server
 * rendering). theme-tokens.test.tsx compares them with that file, so they cannot drift from it.
 */
export const fallbackTokens: ThemeTokens = {
  colors: {
    primary: '#794dff',
    secondary: '#6d7077',
    success: '#12883f',
    info: '#0779c8',
    warning: '#b45309',
    error: '#dc2626',
  },
  foreground: '#2f2b3d',
  mutedForeground: '#5d596c',
  border: '#e2e2e8',
  card: '#ffffff',
  muted: '#eef0f4',
  fontFamily: 'sans-serif',
  dark: false,
  rtl: false,
  reducedMotion: false,
};

let painter: CanvasRenderingContext2D | null | undefined;

/**
 * A token's colour as `#rrggbb` (`rgba()` when translucent). Tokens may be written as `color-mix()`
 * (the dark theme's primary text) or in oklab/oklch, which SVG and canvas draw but chart libraries
 * cannot compute with: ApexCharts' heatmap shades and `alpha()` below read hex or rgb only. The
 * browser converts the colour by painting one pixel with it. Empty or invalid values come back as given.
 */
function toSrgb(value: string): string {
  if (!value || /^#[0-9a-f]{6}$/i.test(value) || typeof CSS === 'undefined' || !CSS.supports('color', value))
    return value;
  painter ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!painter) return value;
  painter.clearRect(0, 0, 1, 1);
  painter.fillStyle = value;
  painter.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 255] = painter.getImageData(0, 0, 1, 1).data;
  if (a < 255) return `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Reads the current tokens; outside a browser (tests, SSR) it answers the light defaults. */
export function readThemeTokens(
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement,
): ThemeTokens {
  if (!root) return fallbackTokens;
  const style = getComputedStyle(root);
  const read = (name: string, otherwise: string) => toSrgb(style.getPropertyValue(`--${name}`).trim()) || otherwise;
  const colors = Object.fromEntries(
    // The primary series uses the preset's graphic variant: the fill where it reaches 3:1 on cards.
    chartTones.map((tone) => [tone, read(tone === 'primary' ? 'primary-graphic' : tone, fallbackTokens.colors[tone])]),
  ) as Record<ChartTone, string>;
  const body = root.ownerDocument.body;
  return {
    colors,
    foreground: read('foreground', fallbackTokens.foreground),
    mutedForeground: read('muted-foreground', fallbackTokens.mutedForeground),
    border: read('border', fallbackTokens.border),
    card: read('card', fallbackTokens.card),
    muted: read('muted', fallbackTokens.muted),
    fontFamily: (body ? getComputedStyle(body).fontFamily : '') || fallbackTokens.fontFamily,
    dark: root.classList.contains('dark'),
    rtl: (root.getAttribute('dir') ?? '').toLowerCase() === 'rtl',
    reducedMotion: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

let snapshot: ThemeTokens | null = null;
const listeners = new Set<() => void>();
let observer: MutationObserver | null = null;

function notify() {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
    // One observer for every chart on the page; it lives while at least one chart is mounted.
    observer = new MutationObserver(notify);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: themeAttributes });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = null;
      snapshot = null;
    }
  };
}

function getSnapshot(): ThemeTokens {
  snapshot ??= readThemeTokens();
  return snapshot;
}

/** The live theme tokens; re-renders the caller when mode, preset, skin or direction change. */
export function useThemeTokens(): ThemeTokens {
  return useSyncExternalStore(subscribe, getSnapshot, () => fallbackTokens);
}

/** A token colour with transparency, for fills and grid lines (hex or rgb input). */
export function alpha(color: string, opacity: number): string {
  const hex = color.trim().replace('#', '');
  if (/^[0-9a-f]{3}$/i.test(hex) || /^[0-9a-f]{6}$/i.test(hex)) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${opacity})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (rgb) {
    const [r, g, b] = rgb[1]!.split(/[ ,/]+/);
    return `rgba(${r}, ${g}, ${b}, ${opacity})`;
  }
  return color;
}

/** Resolves a tone name (or a literal colour) to the current colour. */
export function toneColor(tokens: ThemeTokens, tone: ChartColor): string {
  return (chartTones as readonly string[]).includes(tone) ? tokens.colors[tone as ChartTone] : tone;
}
