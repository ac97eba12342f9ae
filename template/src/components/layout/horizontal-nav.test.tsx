import { act, fireEvent, screen } from '@testing-library/react';
import { navSections as sections } from '@/testing/nav-sections';
import { renderWithProviders } from '@/testing/render';
import { menuDelays } from '../../../../tailwind.config';
import { HorizontalNav } from './horizontal-nav';

const trigger = () => screen.getByRole('button', { name: 'Pages' });
const press = () => fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' });
/** Waits longer than the hover delay, inside act (the timer opens the menu). */
const rest = () => act(() => new Promise<void>((done) => setTimeout(done, menuDelays.open + 50)));

describe('HorizontalNav', () => {
  it('opens a menu on a press and closes it on the next', async () => {
    await renderWithProviders(<HorizontalNav sections={sections} />);
    press();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    press();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps a menu the resting pointer opened open when it is then pressed; the next press closes it', async () => {
    await renderWithProviders(<HorizontalNav sections={sections} />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await rest();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    press();
    await rest();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    press();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
