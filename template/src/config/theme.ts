/**
 * Theme registry: the skins and colour presets the customizer offers.
 * To add a preset: add its name here and in public/theme-init.js (which applies the stored one
 * before the first paint), and give it a `[data-preset="name"]` block in styles/tokens.css: that
 * block is the only place its colours are written (the customizer's swatches read it too).
 */

export const skins = ['classic', 'modern', 'decent', 'bordered'] as const;
export type Skin = (typeof skins)[number];

export const themeModes = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const menuKinds = ['vertical', 'horizontal'] as const;
export type MenuKind = (typeof menuKinds)[number];

/** Primary-colour presets, in the customizer's order. Their colours live in styles/tokens.css. */
export const presetNames = ['success', 'info', 'primary', 'blue', 'yellow', 'error'] as const;
export type Preset = (typeof presetNames)[number];

export const locales = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const rtlLocales: readonly Locale[] = ['ar'];
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };
/** i18n namespaces every screen needs: lib/i18n.ts loads them before the first render. */
export const shellNamespaces = ['common', 'nav'] as const;
