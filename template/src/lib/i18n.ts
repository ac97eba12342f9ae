/**
 * i18n: react-i18next with one JSON file per language and namespace (locales/<lng>/<ns>.json).
 * Files load on demand, so a screen only fetches its own strings in the current language.
 * Add a language: a folder under locales/, an entry in config/theme.ts `locales`.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales, shellNamespaces, type Locale } from '@/config/theme';
import { getSettings, subscribeSettings } from './settings';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export { shellNamespaces };

const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`Missing locale file ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

let started: Promise<typeof i18n> | null = null;

/**
 * Starts i18n in the stored language (once; later calls return the same promise) and follows later
 * language changes. The router awaits it before loading a screen's namespaces, so screens' code can
 * download while the shell's strings load.
 */
export function initI18n(language: Locale = getSettings().locale): Promise<typeof i18n> {
  started ??= (async () => {
    await i18n
      .use(lazyFiles)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: 'en',
        supportedLngs: [...locales],
        lowerCaseLng: true,
        ns: [...shellNamespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
    subscribeSettings(() => {
      const next = getSettings().locale;
      if (i18n.language !== next) void i18n.changeLanguage(next);
    });
    return i18n;
  })();
  return started;
}
