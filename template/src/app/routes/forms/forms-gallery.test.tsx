import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '@/testing/render';

const screens = import.meta.glob<{ default: ComponentType }>('./*.tsx', { eager: true });
const galleries = Object.entries(screens).filter(([path]) => !path.includes('example-'));

describe('form galleries', () => {
  it('covers the twelve form control pages', () => {
    expect(galleries).toHaveLength(12);
  });

  it.each(galleries)('%s renders every section with a translated heading and a code toggle', async (_, module) => {
    const Screen = module.default;
    await renderWithProviders(<Screen />, { ns: ['gallery', 'ui-forms', 'auth'] });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.length).toBeGreaterThanOrEqual(4);
    for (const heading of headings) expect(heading.textContent).not.toMatch(/sections\.|\.title/);
    expect(screen.getAllByRole('button', { name: 'View code' })).toHaveLength(headings.length);
  });
});
