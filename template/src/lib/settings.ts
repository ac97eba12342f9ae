/**
 * Display preferences: browser storage only, never sent to a server.
 * Each key lives in localStorage under `app-1-<name>`; public/theme-init.js reads the same keys
 * before first paint, so keep the two in step (settings.test.ts checks they agree).
 */
import { useSyncExternalStore } from 'react';
import {
  locales,
  menuKinds,
  presetNames,
  rtlLocales,
  skins,
  themeModes,
  type Locale,
  type MenuKind,
  type Preset,
  type Skin,
  type ThemeMode,
} from '@/config/theme';

export interface Settings {
  theme: ThemeMode;
  skin: Skin;
  menu: MenuKind;
  boxLayout: boolean;
  menuMini: boolean;
  semiDark: boolean;
  rtl: boolean;
  navbarFixed: boolean;
  preset: Preset;
  locale: Locale;
}

export const defaultSettings: Settings = {
  theme: 'system',
  skin: 'modern',
  menu: 'vertical',
  boxLayout: true,
  menuMini: false,
  semiDark: false,
  rtl: false,
  navbarFixed: true,
  preset: 'primary',
  locale: 'en',
};

/** localStorage key of every setting (the names are public: tests and theme-init.js rely on them). */
export const storageKeys: Record<keyof Settings, string> = {
  theme: 'app-1-theme',
  skin: 'app-1-skin',
  menu: 'app-1-menu',
  boxLayout: 'app-1-box-layout',
  menuMini: 'app-1-menu-mini',
  semiDark: 'app-1-semi-dark',
  rtl: 'app-1-rtl',
  navbarFixed: 'app-1-navbar-fixed',
  preset: 'app-1-preset',
  locale: 'app-1-locale',
};

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  const v = value?.toLowerCase();
  return (list as readonly string[]).includes(v ?? '') ? (v as T) : fallback;
}

function bool(value: string | null, fallback: boolean): boolean {
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads settings from storage; unknown or broken values fall back to the defaults. */
export function readSettings(): Settings {
  const s = safeStorage();
  const get = (k: keyof Settings) => s?.getItem(storageKeys[k]) ?? null;
  const locale = oneOf(locales, get('locale'), defaultSettings.locale);
  const read: Settings = {
    theme: oneOf(themeModes, get('theme'), defaultSettings.theme),
    skin: oneOf(skins, get('skin'), defaultSettings.skin),
    menu: oneOf(menuKinds, get('menu'), defaultSettings.menu),
    boxLayout: bool(get('boxLayout'), defaultSettings.boxLayout),
    menuMini: bool(get('menuMini'), defaultSettings.menuMini),
    semiDark: bool(get('semiDark'), defaultSettings.semiDark),
    rtl: bool(get('rtl'), rtlLocales.includes(locale)),
    navbarFixed: bool(get('navbarFixed'), defaultSettings.navbarFixed),
    preset: oneOf(presetNames, get('preset'), defaultSettings.preset),
    locale,
  };
  // The defaults themselves when nothing differs: pages hydrate with them (useSettings), and the same
  // object tells React there is nothing to re-render once hydration is done.
  const keys = Object.keys(read) as (keyof Settings)[];
  return keys.every((key) => read[key] === defaultSettings[key]) ? defaultSettings : read;
}

function writeSettings(next: Settings): void {
  const s = safeStorage();
  if (!s) return;
  for (const key of Object.keys(storageKeys) as (keyof Settings)[]) {
    s.setItem(storageKeys[key], String(next[key]));
  }
}

export function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The mode actually shown: `system` resolves through the OS preference. */
export function resolvedMode(settings: Pick<Settings, 'theme'>): 'light' | 'dark' {
  if (settings.theme === 'system') return prefersDark() ? 'dark' : 'light';
  return settings.theme;
}

/**
 * Puts the settings on <html>: the attributes every token and layout rule keys off. Only what
 * differs is written: the browser restyles for a written attribute even when its value is the same
 * (a `lang` or `dir` makes it look again at every element of the page), and at start-up
 * public/theme-init.js has already set them all.
 */
export function applyToDocument(settings: Settings, root: HTMLElement = document.documentElement): void {
  const mode = resolvedMode(settings);
  const attributes: Record<string, string> = {
    'data-skin': settings.skin,
    'data-preset': settings.preset,
    'data-menu': settings.menu,
    'data-layout': settings.boxLayout ? 'box' : 'full',
    'data-semi-dark': String(settings.semiDark && settings.menu === 'vertical'),
    'data-navbar': settings.navbarFixed ? 'fixed' : 'static',
    lang: settings.locale,
    dir: settings.rtl ? 'rtl' : 'ltr',
  };
  for (const [name, value] of Object.entries(attributes)) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  if (root.classList.contains('dark') !== (mode === 'dark')) root.classList.toggle('dark');
  if (root.style.colorScheme !== mode) root.style.colorScheme = mode;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Settings = readSettings();

export function getSettings(): Settings {
  return current;
}

/** Changes settings, persists them and applies them at once. */
export function updateSettings(patch: Partial<Settings>): void {
  const next = { ...current, ...patch };
  // Choosing a language also picks its direction; the RTL switch can still override it afterwards.
  if (patch.locale && patch.rtl === undefined) next.rtl = rtlLocales.includes(patch.locale);
  current = next;
  writeSettings(current);
  if (typeof document !== 'undefined') applyToDocument(current);
  listeners.forEach((l) => l());
}

export function resetSettings(): void {
  const s = safeStorage();
  Object.values(storageKeys).forEach((k) => s?.removeItem(k));
  current = readSettings();
  if (typeof document !== 'undefined') applyToDocument(current);
  listeners.forEach((l) => l());
}

/** Re-reads storage; used by tests and by the `storage` event from other tabs. */
export function reloadSettings(): void {
  current = readSettings();
  listeners.forEach((l) => l());
}

export function subscribeSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The settings pages are pre-rendered in at build time. While React hydrates that markup it reads
 * these, so the first client render matches the HTML; the stored settings follow in the next render.
 */
const prerenderedSettings = defaultSettings;
const prerenderedMode = 'light';

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, () => prerenderedSettings);
}

/** The mode shown (light or dark), following the OS preference while the theme is `system`. */
export function useResolvedMode(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribeSettings,
    () => resolvedMode(current),
    () => prerenderedMode,
  );
}

/**
 * Keeps the page in step with the outside world: the OS colour scheme while the theme is
 * `system`, and settings changed in another tab. Returns a function that stops listening.
 */
export function watchSettingsSources(): () => void {
  if (typeof window === 'undefined') return () => {};
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const onScheme = () => {
    if (current.theme !== 'system') return;
    applyToDocument(current);
    listeners.forEach((l) => l());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values(storageKeys).includes(event.key)) return;
    reloadSettings();
    applyToDocument(current);
  };
  media?.addEventListener('change', onScheme);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onScheme);
    window.removeEventListener('storage', onStorage);
  };
}

// Started once per page; tests call watchSettingsSources themselves when they need a fresh one.
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') watchSettingsSources();
