import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Customizer } from '@/components/layout/customizer/customizer';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings';
import { renderWithProviders } from '@/testing/render';
import AppearanceTab from './appearance-tab';

afterEach(() => resetSettings());

// The drawer is modal (the page behind it is inert): choose in the drawer, read both.
it('shows what the customizer chose, from the same settings', async () => {
  await renderWithProviders(
    <>
      <AppearanceTab />
      <Customizer open onOpenChange={() => undefined} />
    </>,
    { ns: ['account'] },
  );
  const [page, drawer] = screen.getAllByRole('radio', { name: 'Bordered', hidden: true });
  await userEvent.click(drawer!);
  expect(getSettings().skin).toBe('bordered');
  expect(document.documentElement).toHaveAttribute('data-skin', 'bordered');
  expect(page).toBeChecked();

  act(() => updateSettings({ theme: 'dark' }));
  const [pageDark, drawerDark] = screen.getAllByRole('radio', { name: 'Dark', hidden: true });
  expect(pageDark).toBeChecked();
  expect(drawerDark).toBeChecked();
});
