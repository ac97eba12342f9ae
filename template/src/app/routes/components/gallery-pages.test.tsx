import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '@/testing/render';

// Every component gallery page: importing it checks its example files against its section order,
// rendering it checks that each section has a translated heading and a live example.
const pages = import.meta.glob<{ default: ComponentType }>('./*.tsx', { eager: true });

describe.each(Object.entries(pages))('%s', (_, { default: Page }) => {
  it('renders one titled card per example, each with a "View code" toggle', async () => {
    await renderWithProviders(<Page />, { ns: ['gallery', 'ui-components'] });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = document.querySelectorAll<HTMLElement>('[data-slot=example-card]');
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) {
      const heading = within(card).getAllByRole('heading', { level: 2 })[0]!;
      expect(heading.textContent).not.toMatch(/sections\.|^$/);
      expect(within(card).getByRole('button', { name: 'View code' })).toBeInTheDocument();
    }
  });
});
