import { screen, within } from '@testing-library/react';
import english from '@/locales/en/cards.json';
import { renderWithProviders } from '@/testing/render';
import CardsScreen from './cards';

/** Every English text of the page with two words or more, placeholders cut out. */
function englishPhrases(node: unknown): string[] {
  if (typeof node === 'string')
    return node
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((part) => part.split(/\s+/).length >= 2);
  return Object.values(node as Record<string, unknown>).flatMap(englishPhrases);
}

describe('the card examples page', () => {
  it('shows fifteen kinds of card, each under its own heading with a "View code" toggle', async () => {
    await renderWithProviders(<CardsScreen />, { ns: ['cards', 'gallery'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Card examples' })).toBeInTheDocument();
    const cards = document.querySelectorAll<HTMLElement>('[data-slot=example-card]');
    expect(cards).toHaveLength(15);
    for (const card of cards) {
      expect(within(card).getAllByRole('heading', { level: 2 })[0]!.textContent).not.toMatch(/sections\.|^$/);
      expect(within(card).getByRole('button', { name: 'View code' })).toBeInTheDocument();
    }
  });

  it.each(['fr', 'ar'] as const)('shows no English sentence and no raw key in %s', async (locale) => {
    const { container } = await renderWithProviders(<CardsScreen />, { ns: ['cards', 'gallery'], locale });
    const text = container.textContent ?? '';
    const leaks = englishPhrases(english).filter((phrase) => text.includes(phrase));
    expect(leaks).toEqual([]);
    expect(text).not.toMatch(/\b(sections|statistics|weather|timeline|tabs)\.[a-z]/);
  });
});
