import { fireEvent, screen, within } from '@testing-library/react';
import { pathTo } from '@/config/paths';
import { navSections as sections } from '@/testing/nav-sections';
import { renderWithProviders } from '@/testing/render';
import { VerticalNav } from './vertical-nav';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('VerticalNav', () => {
  it("draws the open group's links only, and a closed group's links from the first time it opens", async () => {
    await renderWithProviders(<VerticalNav sections={sections} onSearch={() => {}} />, {
      path: pathTo('misc-not-found'),
      routeName: 'misc-not-found',
    });
    const status = within(menu()).getByRole('button', { name: 'Status' });
    expect(status).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('link', { name: 'Missing page' })).toHaveAttribute('aria-current', 'page');
    // The other group is closed: none of its links exist yet, only its button.
    const signIn = within(menu()).getByRole('button', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(signIn).querySelectorAll('a')).toHaveLength(0);

    fireEvent.click(signIn);
    expect(signIn).toHaveAttribute('aria-expanded', 'true');
    expect(status).toHaveAttribute('aria-expanded', 'false');
    expect(within(panelOf(signIn)).getByRole('link', { name: 'Register' })).toBeInTheDocument();

    // Closing keeps them (hidden and inert), so the group shrinks with its animation.
    fireEvent.click(signIn);
    expect(signIn).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(signIn)).toHaveAttribute('inert');
    expect(panelOf(signIn).querySelectorAll('a')).toHaveLength(2);
  });
});
