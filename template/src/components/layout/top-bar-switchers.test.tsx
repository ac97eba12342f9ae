import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings';
import { renderWithProviders } from '@/testing/render';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

/** Radix opens its menus on pointerdown (a mouse press), which jsdom only gets when sent. */
function openMenu(name: string) {
  fireEvent.pointerDown(screen.getByRole('button', { name }), { button: 0, pointerType: 'mouse' });
  return screen.findByRole('menu');
}

/** Lets the frame after the click paint (jsdom runs animation frames on a timer), inside act. */
const nextPaint = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));

// The switchers are still mounted here: putting the settings back re-renders them.
afterEach(() =>
  act(async () => {
    resetSettings();
    await i18n.changeLanguage('en');
  }),
);

// Both menus close first and apply the choice once that has painted: the page's restyle never
// holds up the click's answer. What a user sees at the end is the same.
describe('ThemeSwitcher', () => {
  it('closes its menu, then shows the page and its button in the chosen mode', async () => {
    updateSettings({ theme: 'light' });
    await renderWithProviders(<ThemeSwitcher />);
    const menu = await openMenu('Theme: Light');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await nextPaint();
    expect(document.documentElement).toHaveClass('dark');
    expect(getSettings().theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });
});

describe('LanguageSwitcher', () => {
  it('closes its menu, then turns the page and its texts to the chosen language and direction', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    const menu = await openMenu('Language: English');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'العربية' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await nextPaint();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('button', { name: 'اللغة: العربية' })).toBeInTheDocument();
  });
});
