import { fireEvent, screen, within } from '@testing-library/react';
import type { NavSection } from '@/config/navigation';
import { pathTo } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { VerticalNav } from './vertical-nav';

// A menu of two groups, from routes the starter keeps too (npm run strip-demo): titles without a
// translation show as written.
const sections: NavSection[] = [
  {
    id: 'pages',
    title: 'Pages',
    icon: 'circle',
    children: [
      {
        kind: 'group',
        id: 'status',
        title: 'Status',
        icon: 'circle',
        children: [
          { kind: 'link', id: 'not-found', title: 'Missing page', to: { name: 'misc-not-found' } },
          { kind: 'link', id: 'coming-soon', title: 'Coming soon', to: { name: 'misc-coming-soon' } },
        ],
      },
      {
        kind: 'group',
        id: 'sign-in',
        title: 'Sign in',
        icon: 'circle',
        children: [
          { kind: 'link', id: 'login', title: 'Login', to: { name: 'login' } },
          { kind: 'link', id: 'register', title: 'Register', to: { name: 'register' } },
        ],
      },
    ],
  },
];

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
