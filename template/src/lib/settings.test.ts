import initScript from '../../public/theme-init.js?raw';
import { initials } from '@/components/ui/avatar';
import {
  applyToDocument,
  defaultSettings,
  getSettings,
  readSettings,
  reloadSettings,
  resetSettings,
  storageKeys,
  updateSettings,
  watchSettingsSources,
  type Settings,
} from './settings';

const root = document.documentElement;

function clearRoot() {
  root.className = '';
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  root.removeAttribute('style');
}

/** What the pre-paint script puts on <html> for the current localStorage. */
function runInitScript() {
  clearRoot();
  new Function(initScript)();
  return snapshot();
}

function snapshot() {
  return {
    dark: root.classList.contains('dark'),
    skin: root.dataset.skin,
    preset: root.dataset.preset,
    menu: root.dataset.menu,
    layout: root.dataset.layout,
    semiDark: root.dataset.semiDark,
    navbar: root.dataset.navbar,
    lang: root.lang,
    dir: root.dir,
    colorScheme: root.style.colorScheme,
  };
}

function fromApp() {
  clearRoot();
  applyToDocument(readSettings());
  return snapshot();
}

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});

describe('defaults', () => {
  it('start from the documented defaults when nothing is stored', () => {
    expect(readSettings()).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({
      theme: 'system',
      menu: 'vertical',
      boxLayout: true,
      menuMini: false,
      locale: 'en',
      rtl: false,
      semiDark: false,
      navbarFixed: true,
      skin: 'modern',
      preset: 'primary',
    });
  });

  it('are the very same object when the stored settings equal them (hydration then re-renders nothing)', () => {
    expect(readSettings()).toBe(defaultSettings);
    for (const key of Object.values(storageKeys)) localStorage.setItem(key, '');
    localStorage.setItem(storageKeys.theme, defaultSettings.theme);
    expect(readSettings()).toBe(defaultSettings);
    localStorage.setItem(storageKeys.theme, 'dark');
    expect(readSettings()).not.toBe(defaultSettings);
    expect(readSettings().theme).toBe('dark');
  });

  it('fall back per key when a stored value is unknown or broken', () => {
    localStorage.setItem('app-1-theme', 'purple');
    localStorage.setItem('app-1-skin', '');
    localStorage.setItem('app-1-box-layout', 'yes');
    localStorage.setItem('app-1-locale', 'DE');
    localStorage.setItem('app-1-preset', 'error');
    expect(readSettings()).toEqual({ ...defaultSettings, preset: 'error' });
  });

  it('reads a locale stored in upper case as lowercase', () => {
    localStorage.setItem('app-1-locale', 'FR');
    expect(readSettings().locale).toBe('fr');
  });
});

describe('persistence under the app-1-* keys', () => {
  it('names every key as documented', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      [
        'app-1-box-layout',
        'app-1-locale',
        'app-1-menu',
        'app-1-menu-mini',
        'app-1-navbar-fixed',
        'app-1-preset',
        'app-1-rtl',
        'app-1-semi-dark',
        'app-1-skin',
        'app-1-theme',
      ].sort(),
    );
  });

  it('stores each change and applies it to <html> at once', () => {
    updateSettings({ theme: 'dark', skin: 'bordered', preset: 'info', boxLayout: false, navbarFixed: false });
    expect(localStorage.getItem('app-1-theme')).toBe('dark');
    expect(localStorage.getItem('app-1-skin')).toBe('bordered');
    expect(localStorage.getItem('app-1-preset')).toBe('info');
    expect(localStorage.getItem('app-1-box-layout')).toBe('false');
    expect(localStorage.getItem('app-1-navbar-fixed')).toBe('false');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset).toMatchObject({ skin: 'bordered', preset: 'info', layout: 'full', navbar: 'static' });
  });

  it('switches to right-to-left with Arabic and back with English', () => {
    updateSettings({ locale: 'ar' });
    expect(localStorage.getItem('app-1-locale')).toBe('ar');
    expect(localStorage.getItem('app-1-rtl')).toBe('true');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    updateSettings({ locale: 'en' });
    expect(root).toHaveAttribute('dir', 'ltr');
  });

  it('applies semi-dark only with the vertical menu', () => {
    updateSettings({ semiDark: true, menu: 'vertical' });
    expect(root.dataset.semiDark).toBe('true');
    updateSettings({ menu: 'horizontal' });
    expect(root.dataset.semiDark).toBe('false');
  });

  it('reset removes the stored keys and returns to the defaults', () => {
    updateSettings({ theme: 'dark', menu: 'horizontal', locale: 'fr' });
    resetSettings();
    expect(getSettings()).toEqual(defaultSettings);
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('the operating system colour scheme', () => {
  it('is followed live while the theme is "system"', () => {
    let dark = false;
    const listeners: (() => void)[] = [];
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.push(l),
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const stop = watchSettingsSources();
      updateSettings({ theme: 'system' });
      expect(root.classList.contains('dark')).toBe(false);
      dark = true;
      listeners.forEach((l) => l());
      expect(root.classList.contains('dark')).toBe(true);
      updateSettings({ theme: 'light' });
      listeners.forEach((l) => l());
      expect(root.classList.contains('dark')).toBe(false);
      stop();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('public/theme-init.js (applied before first paint)', () => {
  const cases: [string, Partial<Record<keyof Settings, string>>][] = [
    ['nothing stored', {}],
    ['dark bordered full width', { theme: 'dark', skin: 'bordered', boxLayout: 'false', preset: 'yellow' }],
    ['arabic', { locale: 'ar' }],
    ['arabic forced LTR', { locale: 'ar', rtl: 'false' }],
    ['RTL english', { locale: 'en', rtl: 'true' }],
    ['horizontal with semi-dark stored', { menu: 'horizontal', semiDark: 'true', navbarFixed: 'false' }],
    ['vertical semi-dark mini', { semiDark: 'true', menuMini: 'true', theme: 'light' }],
    [
      'garbage everywhere',
      {
        theme: 'x',
        skin: '1',
        preset: 'pink',
        menu: 'diagonal',
        locale: 'zz',
        rtl: 'maybe',
        boxLayout: '0',
        navbarFixed: '?',
      },
    ],
    ['upper-case values', { theme: 'DARK', locale: 'FR', skin: 'Classic' }],
  ];
  it.each(cases)('agrees with applyToDocument: %s', (_label, stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(storageKeys[key as keyof Settings], value);
    expect(runInitScript()).toEqual(fromApp());
  });
});

describe("public/theme-init.js: the signed-in user's initials for the pre-rendered account menu", () => {
  afterEach(() => {
    document.cookie = 'userData=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it.each(['John Doe', 'Jane  van Miller', 'Élodie', 'جميلة حداد'])("are the avatar's initials of %s", (fullName) => {
    document.cookie = `userData=${encodeURIComponent(JSON.stringify({ fullName, role: 'admin' }))}; path=/`;
    runInitScript();
    expect(root.dataset.sessionInitials).toBe(initials(fullName));
    expect(root.style.getPropertyValue('--session-initials')).toBe(`"${initials(fullName)}"`);
  });

  it('are left out without a session, or when the name could break out of the CSS string', () => {
    runInitScript();
    expect(root.hasAttribute('data-session-initials')).toBe(false);
    document.cookie = `userData=${encodeURIComponent(JSON.stringify({ fullName: '" \\' }))}; path=/`;
    runInitScript();
    expect(root.hasAttribute('data-session-initials')).toBe(false);
    expect(root.style.getPropertyValue('--session-initials')).toBe('');
    document.cookie = 'userData=%7Bnot-json; path=/';
    runInitScript();
    expect(root.hasAttribute('data-session-initials')).toBe(false);
  });
});

describe('applyToDocument', () => {
  it('leaves <html> untouched when it already shows the settings (each write restyles the page)', () => {
    localStorage.setItem(storageKeys.theme, 'dark');
    localStorage.setItem(storageKeys.locale, 'ar');
    runInitScript();
    const changes: string[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((r) => r.attributeName ?? '')));
    observer.observe(root, { attributes: true });
    applyToDocument(readSettings());
    return Promise.resolve().then(() => {
      observer.disconnect();
      expect(changes).toEqual([]);
      expect(snapshot()).toMatchObject({ dark: true, lang: 'ar', dir: 'rtl', colorScheme: 'dark' });
    });
  });

  it('writes what differs', () => {
    clearRoot();
    applyToDocument({ ...defaultSettings, theme: 'dark', locale: 'fr' });
    applyToDocument({ ...defaultSettings, theme: 'light', locale: 'ar', rtl: true });
    expect(snapshot()).toMatchObject({ dark: false, lang: 'ar', dir: 'rtl', colorScheme: 'light' });
  });
});
