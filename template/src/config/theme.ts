/**
 * Theme registry: the skins and colour presets the customizer offers.
 * To add a preset: add it here and give it a `[data-preset="name"]` block in styles/tokens.css.
 */

export const skins = ['classic', 'modern', 'decent', 'bordered'] as const;
export type Skin = (typeof skins)[number];

export const themeModes = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const menuKinds = ['vertical', 'horizontal'] as const;
export type MenuKind = (typeof menuKinds)[number];

/** Primary-colour presets, in the customizer's order. */
export const presets = {
  success: '#02ca4b',
  info: '#078dee',
  primary: '#794DFF',
  blue: '#06b6d4',
  yellow: '#eab308',
  error: '#fb4141',
} as const;
export type Preset = keyof typeof presets;
export const presetNames = Object.keys(presets) as Preset[];

export const locales = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const rtlLocales: readonly Locale[] = ['ar'];
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };
